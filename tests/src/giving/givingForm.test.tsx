// The giving form on the Donate page against a real server: it loads only when asked for (#give),
// checks what the donor writes as the server does (and stores nothing then), pledges with a
// reference and shows how to pay; the open campaigns show their progress; in Kinyarwanda too.
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { REFERENCE_PATTERN } from '../../../shared/giving.ts';
import { startTestServerProcess, type TestServerProcess } from '../../kit/testServerProcess.ts';
import { SLOW, renderApp } from '../admin/render.tsx';
import { GIFTS, SAVE_CAMPAIGN, type GiftAnswer } from '../../server/giving/documents.ts';

let server: TestServerProcess;
const graphqlUrl = () => `${server.url}/graphql`;
let campaignId: string;

/** Every gift stored, as staff read them. */
async function storedGifts(): Promise<GiftAnswer[]> {
  const answer = await server.gql<{ gifts: { items: GiftAnswer[] } }>(GIFTS, { limit: 100 }, server.token);
  return answer.data!.gifts.items;
}

/** Publishes the Donate section with `changes` (a digits-only code gives a dial link). */
async function publishDonate(changes: Record<string, unknown>) {
  const section = (await server.gql<{ siteSection: { version: number; published: string } }>('query { siteSection(section: "donate") { version published } }', {}, server.token)).data!
    .siteSection;
  const content = { ...(JSON.parse(section.published) as Record<string, unknown>), ...changes };
  const published = await server.gql(
    'mutation ($content: String!, $version: Int!) { publishSiteSection(section: "donate", content: $content, version: $version) { version } }',
    { content: JSON.stringify(content), version: section.version },
    server.token,
  );
  expect(published.errors).toBeUndefined();
}

beforeAll(async () => {
  server = await startTestServerProcess();
  await publishDonate({ mobileMoneyCode: '123456' });
  const saved = await server.gql<{ saveCampaign: { id: string } }>(
    SAVE_CAMPAIGN,
    { input: { title: JSON.stringify({ en: 'School fees 2027', rw: 'Amafaranga y’ishuri 2027' }), description: JSON.stringify({ en: 'Fees for forty students.' }), goalRwf: 3_000_000, startsOn: '2026-01-01', endsOn: '2099-12-31' } },
    server.token,
  );
  campaignId = saved.data!.saveCampaign.id;
});
afterAll(() => server?.stop());

/** The Donate page at `path`, its giving form open. */
async function openForm(path = '/DonatePage#give') {
  const view = renderApp(path, { graphqlUrl: graphqlUrl() });
  const form = await screen.findByRole('form', { name: /Giving form|Ifishi yo gutanga/ }, SLOW);
  return { ...view, form };
}

describe('the giving form', () => {
  test('is not loaded until asked for; a card’s "Fill donation form here" opens it with its heading focused', async () => {
    const { user } = renderApp('/DonatePage', { graphqlUrl: graphqlUrl() });
    await screen.findByRole('heading', { level: 1, name: 'Donate' });
    expect(screen.queryByRole('form', { name: 'Giving form' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the giving form' })).toHaveAttribute('href', '/DonatePage#give');
    await user.click(screen.getByRole('button', { name: 'By MTN Momo' }));
    await user.click(within(screen.getByRole('region', { name: 'By MTN Momo' })).getByRole('link', { name: 'Fill donation form here' }));
    expect(await screen.findByRole('form', { name: 'Giving form' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Give online' })).toHaveFocus();
  });

  test('the language links keep the visitor at the form', async () => {
    await openForm();
    for (const link of screen.getAllByRole('link', { name: 'Ikinyarwanda' })) expect(link).toHaveAttribute('href', '/rw/DonatePage#give');
  });

  test('once opened, it stays when the visitor goes Back: what was typed is not lost', async () => {
    const { user, history } = renderApp('/DonatePage', { graphqlUrl: graphqlUrl() });
    await user.click(await screen.findByRole('link', { name: 'Open the giving form' }));
    const form = await screen.findByRole('form', { name: 'Giving form' }, SLOW);
    await user.type(within(form).getByRole('textbox', { name: 'Amount' }), '7500');
    act(() => history.navigate(-1));
    await waitFor(() => expect(history.location.hash).toBe(''));
    expect(within(screen.getByRole('form', { name: 'Giving form' })).getByRole('textbox', { name: 'Amount' })).toHaveValue('7500');
  });

  test('bad input gets the form’s messages and sends nothing', async () => {
    const { user, form } = await openForm();
    const before = (await storedGifts()).length;
    const amount = within(form).getByRole('textbox', { name: 'Amount' });
    const give = within(form).getByRole('button', { name: 'Give' });
    await user.click(give);
    await waitFor(() => expect(amount).toHaveAccessibleDescription('Enter the amount as a whole number'));
    expect(within(form).getByRole('group', { name: 'How you give' })).toHaveTextContent('Choose how you give');
    // The keyboard goes to the first field in question; then to the next one once that is right.
    expect(amount).toHaveFocus();
    await user.type(amount, '5,000');
    await user.click(give);
    await waitFor(() => expect(within(form).getByRole('radio', { name: 'MTN Mobile Money' })).toHaveFocus());
    expect(within(form).getByRole('radio', { name: 'MTN Mobile Money' })).toHaveAccessibleDescription('Choose how you give');

    const cases: [string, string, string][] = [
      ['10.5', 'RWF', 'Enter the amount as a whole number'],
      ['1,00', 'RWF', 'Enter the amount as a whole number'],
      ['10,000.50', 'RWF', 'Enter the amount as a whole number'],
      ['ten', 'RWF', 'Enter the amount as a whole number'],
      ['99', 'RWF', 'The smallest gift is 100 RWF'],
      ['10000001', 'RWF', 'The largest gift is 10,000,000 RWF'],
      ['10001', 'USD', 'The largest gift is 10,000 USD'],
      ['0', 'EUR', 'The smallest gift is 1 EUR'],
    ];
    await user.click(within(form).getByRole('radio', { name: 'Cash' }));
    for (const [typed, currency, message] of cases) {
      await user.selectOptions(within(form).getByRole('combobox', { name: 'Currency' }), currency);
      await user.clear(amount);
      await user.type(amount, typed);
      await user.click(give);
      await waitFor(() => expect(amount).toHaveAccessibleDescription(message));
    }
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Currency' }), 'RWF');
    await user.clear(amount);
    await user.type(amount, '5000');
    const email = within(form).getByRole('textbox', { name: 'Email' });
    await user.type(email, 'not-an-address');
    await user.click(give);
    await waitFor(() => expect(email).toHaveAccessibleDescription('Enter a valid e-mail address'));
    expect((await storedGifts()).length).toBe(before);
  });

  test('a pledge of 10,000 RWF by MTN Mobile Money to a campaign shows the reference, the number, the code and the dial link', async () => {
    const { user, form } = await openForm();
    // The preset is RWF's only; another currency takes a typed amount.
    await user.click(within(form).getByRole('button', { name: 'RWF 10,000' }));
    expect(within(form).getByRole('button', { name: 'RWF 10,000' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(form).getByRole('textbox', { name: 'Amount' })).toHaveValue('10000');
    await user.click(within(form).getByRole('radio', { name: 'MTN Mobile Money' }));
    const campaign = await within(form).findByRole('combobox', { name: 'Campaign' }, SLOW);
    expect(within(campaign).getAllByRole('option').map((option) => option.textContent)).toEqual(['Where it is needed most', 'School fees 2027']);
    await user.selectOptions(campaign, 'School fees 2027');
    await user.type(within(form).getByRole('textbox', { name: 'Your name' }), 'Aline <b>U</b>');
    await user.click(within(form).getByRole('button', { name: 'Give' }));

    const thanks = await screen.findByText(/^Thank you! Your gift reference is BCF-[A-HJ-NP-Z2-9]{6}\.$/, {}, SLOW);
    expect(thanks).toHaveFocus();
    const reference = /BCF-\w{6}/.exec(thanks.textContent!)![0];
    expect(reference).toMatch(REFERENCE_PATTERN);
    expect(screen.getByText('Send RWF 10,000 by mobile money to +250 7XX XXX XXX (code 123456).')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dial to pay' })).toHaveAttribute('href', 'tel:*182*8*1*123456%23');
    expect(screen.getByText('Write the reference in the payment message.')).toBeInTheDocument();

    const stored = (await storedGifts()).find((gift) => gift.reference === reference)!;
    expect(stored).toMatchObject({ status: 'PLEDGED', amount: 10_000, currency: 'RWF', way: 'MTN_MOMO', campaignId, donorName: 'Aline <b>U</b>', donorEmail: '' });

    await user.click(screen.getByRole('button', { name: 'Make another gift' }));
    const again = within(await screen.findByRole('form', { name: 'Giving form' })).getByRole('textbox', { name: 'Amount' });
    expect(again).toHaveValue('');
    await waitFor(() => expect(again).toHaveFocus());
  });

  test('back on the page after pledging (a reload, the tab restored after dialling), the reference and how to pay are shown again; "Make another gift" forgets them', async () => {
    const first = await openForm();
    await first.user.click(within(first.form).getByRole('button', { name: 'RWF 20,000' }));
    await first.user.click(within(first.form).getByRole('radio', { name: 'MTN Mobile Money' }));
    await first.user.click(within(first.form).getByRole('button', { name: 'Give' }));
    const thanks = (await screen.findByText(/^Thank you! Your gift reference is BCF-\w{6}\.$/, {}, SLOW)).textContent;
    first.unmount();

    // The same tab, the page loaded anew.
    const again = renderApp('/DonatePage#give', { graphqlUrl: graphqlUrl() });
    expect(await screen.findByText(thanks!, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dial to pay' })).toHaveAttribute('href', 'tel:*182*8*1*123456%23');
    expect(screen.getByText('Send RWF 20,000 by mobile money to +250 7XX XXX XXX (code 123456).')).toBeInTheDocument();
    await again.user.click(screen.getByRole('button', { name: 'Make another gift' }));
    await screen.findByRole('form', { name: 'Giving form' });
    again.unmount();

    renderApp('/DonatePage#give', { graphqlUrl: graphqlUrl() });
    await screen.findByRole('form', { name: 'Giving form' }, SLOW);
    expect(screen.queryByText(/Your gift reference/)).toBeNull();
  });

  test('a kept pledge that is not one (altered by hand, another site’s) is ignored: the form shows', async () => {
    for (const kept of ['not json', '{"pledged":{"reference":"<img src=x>","instructions":{}}}', '{"pledged":null}']) {
      sessionStorage.setItem('bcf-pledge', kept);
      const view = renderApp('/DonatePage#give', { graphqlUrl: graphqlUrl() });
      await screen.findByRole('form', { name: 'Giving form' }, SLOW);
      expect(screen.queryByText(/Your gift reference/)).toBeNull();
      view.unmount();
    }
  });

  test('a bank transfer in USD is told the account details and the description to write', async () => {
    await publishDonate({ bank: { bankName: 'Bank of Kigali', accountName: 'Build Career Foundation', accountNumber: '000-123', swift: 'BKIGRWRW' } });
    const { user, form } = await openForm();
    expect(within(form).queryByRole('group', { name: 'Choose an amount' })).not.toBeNull();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Currency' }), 'USD');
    expect(within(form).queryByRole('group', { name: 'Choose an amount' })).toBeNull();
    await user.type(within(form).getByRole('textbox', { name: 'Amount' }), '50');
    await user.click(within(form).getByRole('radio', { name: 'Bank transfer' }));
    await user.click(within(form).getByRole('button', { name: 'Give' }));
    expect(await screen.findByText('Send USD 50 by bank transfer:', {}, SLOW)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(expect.arrayContaining(['Bank of Kigali', '000-123', 'BKIGRWRW']));
    expect(screen.getByText('Put the reference in the transfer description.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Dial to pay' })).toBeNull();
  });

  test('in Kinyarwanda: the labels, the checks and the thanks are in Kinyarwanda; with e-mail off, no e-mail is said to be sent', async () => {
    const { user, form } = await openForm('/rw/DonatePage#give');
    const amount = within(form).getByRole('textbox', { name: 'Umubare w’amafaranga' });
    await user.type(amount, '50');
    await user.click(within(form).getByRole('radio', { name: 'Amafaranga mu ntoki' }));
    await user.click(within(form).getByRole('button', { name: 'Tanga' }));
    await waitFor(() => expect(amount).toHaveAccessibleDescription('Impano ntoya ishoboka ni 100 RWF'));
    await user.clear(amount);
    await user.type(amount, '20 000');
    await user.type(within(form).getByRole('textbox', { name: 'Imeri' }), 'umuterankunga@example.rw');
    await user.click(within(form).getByRole('button', { name: 'Tanga' }));
    expect(await screen.findByText(/^Urakoze! Nimero iranga impano yawe ni BCF-\w{6}\.$/, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Zana RWF 20.000 ku biro byacu i Kigali: Kuva ku wa Mbere kugeza ku wa Gatanu, saa mbiri za mu gitondo kugeza saa kumi n’imwe z’umugoroba (isaha y’i Kigali).')).toBeInTheDocument();
    // This server sends no e-mail: the page does not say it did.
    expect(screen.queryByText(/twayohereje/)).toBeNull();
  });
  test('a campaign that closed while the form was open: the refusal is said, the form unchooses it and keeps the rest', async () => {
    const saved = await server.gql<{ saveCampaign: { id: string } }>(
      SAVE_CAMPAIGN,
      { input: { title: JSON.stringify({ en: 'Winter clothes' }), description: '{}', goalRwf: 500_000, startsOn: '2026-01-01', endsOn: '2099-12-31' } },
      server.token,
    );
    const winter = saved.data!.saveCampaign.id;
    const { user, form } = await openForm();
    const campaign = await within(form).findByRole('combobox', { name: 'Campaign' }, SLOW);
    await waitFor(() => expect(within(campaign).getAllByRole('option').map((option) => option.textContent)).toContain('Winter clothes'));
    await user.selectOptions(campaign, 'Winter clothes');
    await user.type(within(form).getByRole('textbox', { name: 'Amount' }), '3000');
    await user.click(within(form).getByRole('radio', { name: 'Cash' }));
    // Staff end it yesterday (Kigali).
    const yesterday = new Date(Date.now() + 2 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
    const ended = await server.gql(
      SAVE_CAMPAIGN,
      { id: winter, input: { title: JSON.stringify({ en: 'Winter clothes' }), description: '{}', goalRwf: 500_000, startsOn: '2026-01-01', endsOn: yesterday } },
      server.token,
    );
    expect(ended.errors).toBeUndefined();
    await user.click(within(form).getByRole('button', { name: 'Give' }));
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent('This campaign is not open'), SLOW);
    await waitFor(() => expect(within(campaign).getAllByRole('option').map((option) => option.textContent)).toEqual(['Where it is needed most', 'School fees 2027']), SLOW);
    expect(campaign).toHaveValue('');
    expect(within(form).getByRole('textbox', { name: 'Amount' })).toHaveValue('3000');
    await user.click(within(form).getByRole('button', { name: 'Give' }));
    expect(await screen.findByText(/^Thank you! Your gift reference is BCF-\w{6}\.$/, {}, SLOW)).toBeInTheDocument();
  });
});

describe('the open campaigns on the Donate page', () => {
  test('show what has been received of the goal as a progress bar, with the gifts and the days left', async () => {
    renderApp('/DonatePage', { graphqlUrl: graphqlUrl() });
    const bar = await screen.findByRole('progressbar', { name: 'School fees 2027' }, SLOW);
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '3000000');
    expect(bar).toHaveAttribute('aria-valuetext', 'RWF 0 of RWF 3,000,000');
    expect(screen.getByRole('heading', { level: 2, name: 'School fees 2027' })).toBeInTheDocument();
    expect(screen.getByText('Fees for forty students.')).toBeInTheDocument();
    expect(bar.parentElement).toHaveTextContent(/RWF 0 of RWF 3,000,000 · 0 gifts · [\d,]+ days left/);
  });

  test('in Kinyarwanda, with the campaign’s own title', async () => {
    renderApp('/rw/DonatePage', { graphqlUrl: graphqlUrl() });
    const bar = await screen.findByRole('progressbar', { name: 'Amafaranga y’ishuri 2027' }, SLOW);
    expect(bar).toHaveAttribute('aria-valuetext', 'RWF 0 kuri RWF 3.000.000');
  });
});

describe('a refusal from the server', () => {
  let limited: TestServerProcess;
  beforeAll(async () => {
    limited = await startTestServerProcess({ settings: { subscribeLimitPerHour: 1 } });
  });
  afterAll(() => limited?.stop());

  test('is said beside the form, whose values stay (here: too many pledges from one address)', async () => {
    const { user } = renderApp('/DonatePage#give', { graphqlUrl: `${limited.url}/graphql` });
    const form = await screen.findByRole('form', { name: 'Giving form' }, SLOW);
    await user.type(within(form).getByRole('textbox', { name: 'Amount' }), '1000');
    await user.click(within(form).getByRole('radio', { name: 'Cash' }));
    await user.click(within(form).getByRole('button', { name: 'Give' }));
    await user.click(await screen.findByRole('button', { name: 'Make another gift' }, SLOW));
    const again = await screen.findByRole('form', { name: 'Giving form' });
    await user.type(within(again).getByRole('textbox', { name: 'Amount' }), '2000');
    await user.click(within(again).getByRole('radio', { name: 'Cash' }));
    await user.click(within(again).getByRole('button', { name: 'Give' }));
    await waitFor(() => expect(within(again).getByRole('alert')).toHaveTextContent('Too many attempts. Please try again later.'), SLOW);
    expect(within(again).getByRole('textbox', { name: 'Amount' })).toHaveValue('2000');
    expect(within(again).getByRole('radio', { name: 'Cash' })).toBeChecked();
    expect(within(again).getByRole('button', { name: 'Give' })).toBeEnabled();
  });
});
