// The e-mail every Owner and Administrator gets when where donors pay changes (a payment
// destination of the Donate section published anew): what each value was and is, who changed it,
// when and from where. A destination changed without them knowing would send every following
// pledge's money elsewhere.
import { kigaliTimeInWords } from '../../shared/kigaliTime.ts';
import { SITE_NAME, pathTo } from '../../shared/routes.ts';
import type { PaymentChange } from '../../shared/siteContent/values.ts';
import { button, heading, list, paragraph, renderEmail, type Rendered } from '../mail/layout.ts';
import { singleLine } from '../core/text.ts';

export const PAYMENT_NOTICE_SUBJECT = `Where donors pay was changed on the ${SITE_NAME} website`;

/** The activity log's action for a change the notice tells of; its row keeps the client the notice quotes. */
export const PAYMENT_CHANGED_ACTION = 'site.payment_changed';

/**
 * What the notice quotes of the client a change came from, as it writes it: the browser, and the
 * client address. Erasing whoever made the change takes these words from the notices sent.
 */
export const clientQuotes = (client: { ip?: string; userAgent?: string }): string[] =>
  [client.userAgent && singleLine(client.userAgent), client.ip && `address ${singleLine(client.ip)}`].filter((quote): quote is string => Boolean(quote));

/** A value as the notice quotes it: one line, "(empty)" for none. */
const quoted = (value: string) => (value === '' ? '(empty)' : `"${singleLine(value)}"`);

export function paymentNoticeMessage(
  publicUrl: string,
  changes: readonly PaymentChange[],
  by: { email: string; at: Date; ip?: string; userAgent?: string },
  postalAddress?: string,
): Rendered {
  const from = clientQuotes(by).join(', ');
  return renderEmail(
    publicUrl,
    PAYMENT_NOTICE_SUBJECT,
    [
      heading(PAYMENT_NOTICE_SUBJECT),
      paragraph(`${by.email} published new payment details in the Donate section. The Donate page and the instructions of every pledge from now on give them to donors.`),
      list(changes.map((change) => `${change.label}: ${quoted(change.from)} → ${quoted(change.to)}`)),
      paragraph(`When: ${kigaliTimeInWords(by.at)}`),
      ...(from ? [paragraph(`From: ${from}`)] : []),
      paragraph('If you did not expect this, check the Donate section at once, publish the right details and tell the site owner.'),
      button(`${publicUrl}${pathTo('adminSiteContentSection', { section: 'donate' })}`, 'Open the Donate section'),
    ],
    [],
    postalAddress,
  );
}
