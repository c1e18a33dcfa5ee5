// The server's refusals of a monthly gift, said by the giving form in the page's language: each one a
// donor can meet has its own sentence in every language, never the server's English on a rw or fr page.
import { describe, expect, test } from 'vitest';
import { refusalIn } from '../../../src/components/giving/givingRules.ts';
import { MONTHLY_TEXTS } from '../../../src/components/giving/monthlyTexts.ts';
import { givingForm as english } from '../../../src/i18n/english/givingForm.ts';
import { MONTHLY_MESSAGES } from '../../../shared/monthlyGiving.ts';
import * as rw from '../../../shared/locales/rw.ts';
import * as fr from '../../../shared/locales/fr.ts';

const FORMS = { en: english, rw: rw.givingForm, fr: fr.givingForm } as const;

// What a donor can meet on the form (notFound answers staff only).
const DONOR_REFUSALS = ['email', 'tooMany', 'mailOff'] as const;

describe.each(['en', 'rw', 'fr'] as const)('a monthly gift refused, in %s', (language) => {
  test.each(DONOR_REFUSALS)('%s: the form\'s own sentence', (key) => {
    const said = refusalIn(language, FORMS[language], { code: 'BAD_USER_INPUT', message: MONTHLY_MESSAGES[key] });
    expect(said.message).toBe(MONTHLY_TEXTS[language][key]);
    if (language !== 'en') {
      expect(said.message).not.toBe(MONTHLY_MESSAGES[key]);
      expect(said.message).not.toBe(FORMS[language].errors.failed);
    }
  });
});
