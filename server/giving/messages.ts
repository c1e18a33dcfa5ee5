// The e-mails a donor receives, in the donor's language (the catalogues' `mail` part): the
// instructions after a pledge, and the thank-you with the receipt once staff mark the gift received.
import { formatMoney } from '../../shared/i18n/format.ts';
import type { Language } from '../../shared/i18n/languages.ts';
import { fill } from '../../shared/i18n/message.ts';
import { dialed } from '../../shared/giving.ts';
import { SITE_NAME } from '../../shared/routes.ts';
import { button, heading, list, paragraph, renderEmail, smallPrint, type Block, type Rendered } from '../mail/layout.ts';
import { mailTexts } from '../mail/texts.ts';
import type { GiftRecord } from './repository.ts';
import type { Instructions } from './instructions.ts';
import { receiptRows, receivedAmount, receivedDate } from './receipt.ts';

/** What to do now that the gift is pledged: its reference, and how to pay it the chosen way. */
export function instructionBlocks(language: Language, gift: GiftRecord, instructions: Instructions): Block[] {
  const texts = mailTexts(language).pledge;
  return [
    heading(texts.heading),
    paragraph(fill(language, texts.lead, { amount: formatMoney(language, gift.amount, gift.currency), reference: gift.reference })),
    ...howToPay(language, instructions),
  ];
}

/** How to pay the chosen way by hand (nothing for a card, paid on the provider's page). */
export function howToPay(language: Language, instructions: Instructions): Block[] {
  const texts = mailTexts(language).pledge;
  const blocks: Block[] = [];
  if (instructions.kind === 'mobileMoney') {
    blocks.push(paragraph(fill(language, texts.mobileMoney, { number: instructions.number, code: instructions.code })));
    if (instructions.dial) blocks.push(paragraph(texts.dial, { href: instructions.dial, label: dialed(instructions.dial) }));
  } else if (instructions.kind === 'bank') {
    blocks.push(paragraph(fill(language, texts.bank, { details: instructions.details.join(', ') })));
  } else if (instructions.kind === 'cash') {
    blocks.push(paragraph(fill(language, texts.cash, { hours: instructions.hours })));
  }
  return blocks;
}

/**
 * The pledge's instructions. A monthly giving's first pledge adds `monthly`: its lines (the start,
 * the stop link) and small print of its own, since more e-mails follow this one.
 */
export function pledgeMessage(
  publicUrl: string,
  language: Language,
  gift: GiftRecord,
  instructions: Instructions,
  postalAddress: string,
  monthly?: { blocks: Block[]; smallPrint: string },
): Rendered {
  const texts = mailTexts(language).pledge;
  return renderEmail(
    publicUrl,
    fill(language, texts.subject, { site: SITE_NAME, reference: gift.reference }),
    [...instructionBlocks(language, gift, instructions), ...(monthly?.blocks ?? []), smallPrint(monthly?.smallPrint ?? texts.ignore)],
    [],
    postalAddress,
    language,
  );
}

/** The thank-you with the receipt: its number, date, amount in RWF, way and reference. */
export function receiptMessage(publicUrl: string, language: Language, gift: GiftRecord, receiptUrl: string, postalAddress: string): Rendered {
  const texts = mailTexts(language).receipt;
  const amount = receivedAmount(language, gift);
  const date = receivedDate(language, gift);
  return renderEmail(
    publicUrl,
    fill(language, texts.subject, { site: SITE_NAME, number: gift.receiptNumber! }),
    [
      heading(texts.heading),
      paragraph(fill(language, texts.lead, { amount, date })),
      list(receiptRows(language, gift).map(([term, value]) => `${term}: ${value}`)),
      button(receiptUrl, texts.print),
    ],
    [],
    postalAddress,
    language,
  );
}
