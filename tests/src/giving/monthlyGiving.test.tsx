// "Give every month" on the giving form, in each of the site's languages: the checkbox and what it
// means, and without an e-mail address the form's own message, in the page's language, under the
// address's field (the keyboard taken there), and nothing sent.
import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestServerProcess, type TestServerProcess } from '../../kit/testServerProcess.ts';
import { MONTHLY_TEXTS } from '../../../src/components/giving/monthlyTexts.ts';
import { givingForm as english } from '../../../src/i18n/english/givingForm.ts';
import * as rw from '../../../shared/locales/rw.ts';
import * as fr from '../../../shared/locales/fr.ts';
import { SLOW, renderApp } from '../admin/render.tsx';

let server: TestServerProcess;
beforeAll(async () => {
  server = await startTestServerProcess();
});
afterAll(() => server?.stop());

const FORMS = { en: english, rw: rw.givingForm, fr: fr.givingForm } as const;

describe.each(['en', 'rw', 'fr'] as const)('"Give every month" in %s', (language) => {
  test('asks for the e-mail address it needs, in the page\'s language, and sends nothing without it', async () => {
    const texts = FORMS[language];
    const monthly = MONTHLY_TEXTS[language];
    const prefix = language === 'en' ? '' : `/${language}`;
    const before = (await server.query<{ n: number }>('SELECT count(*)::int AS n FROM gifts'))[0]!.n;
    const { user } = renderApp(`${prefix}/DonatePage#give`, { graphqlUrl: `${server.url}/graphql` });
    const form = await screen.findByRole('form', { name: texts.name }, SLOW);
    await user.type(within(form).getByRole('textbox', { name: texts.amount }), '5000');
    await user.click(within(form).getByRole('radio', { name: texts.ways.CASH }));
    const box = within(form).getByRole('checkbox', { name: monthly.monthly });
    expect(box).toHaveAccessibleDescription(monthly.monthlyNote);
    await user.click(box);
    await user.click(within(form).getByRole('button', { name: texts.submit }));
    const email = within(form).getByRole('textbox', { name: texts.email });
    expect(await within(form).findByText(monthly.email)).toBeInTheDocument();
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription(monthly.email);
    expect((await server.query<{ n: number }>('SELECT count(*)::int AS n FROM gifts'))[0]!.n).toBe(before);
  });
});
