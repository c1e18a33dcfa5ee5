import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { GIVING_MESSAGES } from '../../../shared/giving.ts';
import { kigaliDate } from '../../../shared/kigaliTime.ts';
import { PASSWORD_CHECK_TEXTS } from '../../../src/pages/admin/common/PasswordCheck.tsx';
import { CANCEL_GIFT, GIFTS, PLEDGE, SAVE_CAMPAIGN, type GiftAnswer } from '../../server/giving/documents.ts';
import { SLOW, catchDownloads, expectSentAway, renderApp, withAdminServer } from './render.tsx';

// The Donations area against a real server: pledges made as donors make them on the public form,
// then marked received, recorded, cancelled, erased and exported by the Owner; campaigns made and
// changed. The tests run in order: each finds the gifts as the one before left them.
const server = withAdminServer({ staff: true });
const graphqlUrl = () => `${server.url}/graphql`;
/** Today in Kigali, read when used: a run may cross Kigali's midnight. */
const today = () => kigaliDate(Date.now());
/** The test campaign's first day. */
let startsOn = '';
const CAMPAIGN = 'School fees for twenty pupils';
let campaignId = '';
/** The references of the pledges made before the tests, by donor. */
const refs = { aline: '', eric: '', anonymous: '', grace: '' };

async function pledge(input: Record<string, unknown>): Promise<string> {
  const answer = await server.gql<{ pledgeGift: { reference: string } }>(PLEDGE, { input });
  expect(answer.errors).toBeUndefined();
  return answer.data!.pledgeGift.reference;
}

async function storedGift(reference: string): Promise<GiftAnswer> {
  const answer = await server.gql<{ gifts: { items: GiftAnswer[] } }>(GIFTS, { search: reference }, server.token);
  return answer.data!.gifts.items[0]!;
}

beforeAll(async () => {
  const saved = await server.gql<{ saveCampaign: { id: string } }>(
    SAVE_CAMPAIGN,
    {
      input: {
        title: JSON.stringify({ en: CAMPAIGN, rw: '', fr: '' }),
        description: JSON.stringify({ en: 'A year of school for twenty pupils.' }),
        goalRwf: 3_000_000,
        startsOn: (startsOn = today()),
        endsOn: '2099-12-31',
      },
    },
    server.token,
  );
  campaignId = saved.data!.saveCampaign.id;
});
afterEach(() => {
  vi.restoreAllMocks();
});

const openDonations = () => renderApp('/admin/donations', { token: server.token, graphqlUrl: graphqlUrl() });
const rowOf = async (reference: string) => (await screen.findByRole('rowheader', { name: reference }, SLOW)).closest('tr')!;
const shownReferences = () => screen.queryAllByRole('rowheader').map((cell) => cell.textContent);
/** What a total says, by its label ("Received this month", a campaign's title). */
const totalOf = (term: string) => screen.queryByText(term, { selector: 'dt' })?.nextElementSibling?.textContent;
/** The RWF a total says, as a number. */
const rwfOf = (text: string | null | undefined) => Number((text ?? '').replace(/[^0-9]/g, ''));
const rwf = (amount: number) => `RWF ${amount.toLocaleString('en-US')}`;

describe('the admin menu', () => {
  test('offers Donations to the Owner; an Editor has no such entry and is sent from the page to the overview', async () => {
    const owner = renderApp('/admin/overview', { token: server.token, graphqlUrl: graphqlUrl() });
    const menu = within(await screen.findByRole('navigation', { name: 'Admin' }));
    expect(await menu.findByRole('link', { name: 'Donations' }, SLOW)).toHaveAttribute('href', '/admin/donations');
    owner.unmount();

    // Site content is the Editor's: once it shows, the menu is the Editor's own.
    await expectSentAway('/admin/donations', server.staff.EDITOR!.token, graphqlUrl(), 'Donations', 'Site content');
  });
});

describe('the Donations page before any gift', () => {
  test('says there are no gifts yet, and nothing received', async () => {
    openDonations();
    expect(await screen.findByText('No gifts yet.', {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(totalOf('Received this month')).toBe(rwf(0)), SLOW);
    expect(totalOf('Received this year')).toBe(rwf(0));
    expect(screen.queryByRole('table')).toBeNull();
  });

  test('says when the gifts cannot be loaded, and offers to ask again', async () => {
    // The server's address answers nothing.
    renderApp('/admin/donations', { token: server.token });
    expect(await screen.findByText('Failed to load gifts.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Donations' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });
});

describe('the Donations page', () => {
  beforeAll(async () => {
    refs.aline = await pledge({ amount: 10_000, way: 'MTN_MOMO', campaignId, name: 'Aline Uwase', phone: '+250 788 123 456' });
    refs.eric = await pledge({ amount: 25, currency: 'USD', way: 'BANK_TRANSFER', name: 'Eric Mugisha', email: 'eric@example.rw' });
    refs.anonymous = await pledge({ amount: 5_000, way: 'CASH' });
    refs.grace = await pledge({ amount: 20_000, way: 'AIRTEL_MONEY', name: 'Grace' });
    const cancelled = await server.gql(CANCEL_GIFT, { id: (await storedGift(refs.grace)).id }, server.token);
    expect(cancelled.errors).toBeUndefined();
  });

  test('lists the pledges made on the public form: date, reference, donor, amount, way, campaign and status, with their actions', async () => {
    openDonations();
    const aline = await rowOf(refs.aline);
    expect(screen.getByRole('heading', { level: 1, name: 'Donations' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Date',
      'Reference',
      'Donor',
      'Amount',
      'Way',
      'Campaign',
      'Status',
      'Actions',
    ]);
    for (const text of [new Date().toLocaleDateString(), 'Aline Uwase', '+250 788 123 456', 'RWF 10,000', 'MTN Mobile Money', CAMPAIGN, 'Pledged']) {
      expect(within(aline).getByText(text)).toBeInTheDocument();
    }
    const eric = await rowOf(refs.eric);
    for (const text of ['Eric Mugisha', 'eric@example.rw', 'USD 25', 'Bank transfer', 'None', 'Pledged']) expect(within(eric).getByText(text)).toBeInTheDocument();
    const anonymous = await rowOf(refs.anonymous);
    for (const text of ['Anonymous', 'RWF 5,000', 'Cash']) expect(within(anonymous).getByText(text)).toBeInTheDocument();
    const grace = await rowOf(refs.grace);
    for (const text of ['Grace', 'RWF 20,000', 'Airtel Money', 'Cancelled']) expect(within(grace).getByText(text)).toBeInTheDocument();

    // A pledge may be marked received or cancelled; a cancelled gift only loses its donor's details.
    const buttons = (row: HTMLElement) => within(row).getAllByRole('button').map((button) => [button.textContent, button.getAttribute('aria-label')]);
    expect(buttons(aline)).toEqual([
      ['Mark received', `Mark received: ${refs.aline}`],
      ['Cancel', `Cancel ${refs.aline}`],
      ['Erase donor details', `Erase donor details of ${refs.aline}`],
    ]);
    expect(buttons(grace)).toEqual([['Erase donor details', `Erase donor details of ${refs.grace}`]]);
    expect(screen.getByRole('link', { name: 'Campaigns' })).toHaveAttribute('href', '/admin/donations/campaigns');
    expect(screen.getByRole('button', { name: 'Record a gift' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  test('filters by status, way and campaign, each with All, and searches by reference', async () => {
    const { user } = openDonations();
    await rowOf(refs.aline);
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(within(status).getAllByRole('option').map((option) => option.textContent)).toEqual(['All', 'Pledged', 'Received', 'Cancelled']);
    expect(within(screen.getByRole('combobox', { name: 'Way' })).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All',
      'MTN Mobile Money',
      'Airtel Money',
      'Bank transfer',
      'Cash',
      'Card',
    ]);

    await user.selectOptions(status, 'Cancelled');
    await expect.poll(shownReferences, SLOW).toEqual([refs.grace]);
    await user.selectOptions(status, 'Pledged');
    await expect.poll(shownReferences, SLOW).toEqual([refs.anonymous, refs.eric, refs.aline]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Way' }), 'Bank transfer');
    await expect.poll(shownReferences, SLOW).toEqual([refs.eric]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Way' }), 'All');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Campaign' }), CAMPAIGN);
    await expect.poll(shownReferences, SLOW).toEqual([refs.aline]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Campaign' }), 'All');
    await user.selectOptions(status, 'All');
    await expect.poll(() => shownReferences().length, SLOW).toBe(4);

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), refs.eric.toLowerCase());
    await expect.poll(shownReferences, SLOW).toEqual([refs.eric]);
  });

  test('Mark received asks what arrived in a dialog; the pledge becomes Received with the year’s first receipt number, and the totals grow', async () => {
    const { user } = openDonations();
    const aline = await rowOf(refs.aline);
    await waitFor(() => expect(totalOf('Received this month')).toBeTruthy(), SLOW);
    const month = rwfOf(totalOf('Received this month'));
    const year = rwfOf(totalOf('Received this year'));
    expect(totalOf(CAMPAIGN)).toBeUndefined();

    const markButton = within(aline).getByRole('button', { name: `Mark received: ${refs.aline}` });
    await user.click(markButton);
    const dialog = await screen.findByRole('dialog', { name: `Mark received: ${refs.aline}` });
    const amount = within(dialog).getByRole('spinbutton', { name: /^Amount received \(RWF\)/ });
    // The pledge's own amount (it is in RWF), today in Kigali, and the keyboard inside the dialog.
    expect(amount).toHaveValue(10_000);
    expect(within(dialog).getByLabelText(/^Date received/)).toHaveAttribute('type', 'date');
    expect(within(dialog).getByLabelText(/^Date received/)).toHaveValue(today());
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.clear(amount);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText(GIVING_MESSAGES.receivedAmount)).toBeInTheDocument();
    expect(await storedGift(refs.aline)).toMatchObject({ status: 'PLEDGED' });

    await user.type(amount, '10000');
    await user.type(within(dialog).getByLabelText(/^Transaction id/), 'MP2611.1234.A56789');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect.poll(() => screen.queryByRole('dialog'), SLOW).toBeNull();
    await expect.poll(() => within(aline).queryByText('Received'), SLOW).not.toBeNull();
    const receipt = `BCF-${today().slice(0, 4)}-0001`;
    expect(within(aline).getByText(`Receipt ${receipt}`)).toBeInTheDocument();
    expect(within(aline).queryByRole('button', { name: `Mark received: ${refs.aline}` })).toBeNull();
    expect(within(aline).queryByRole('button', { name: `Cancel ${refs.aline}` })).toBeNull();
    // The row's buttons are gone: the keyboard is at the row's reference, not lost on the page.
    await waitFor(() => expect(within(aline).getByRole('rowheader', { name: refs.aline })).toHaveFocus());
    expect(await screen.findByText(`${refs.aline} is received: receipt ${receipt}`, {}, SLOW)).toBeInTheDocument();
    expect(await storedGift(refs.aline)).toMatchObject({ status: 'RECEIVED', receivedRwf: 10_000, receivedOn: today(), transactionId: 'MP2611.1234.A56789', receiptNumber: receipt });

    await expect.poll(() => totalOf('Received this month'), SLOW).toBe(rwf(month + 10_000));
    expect(totalOf('Received this year')).toBe(rwf(year + 10_000));
    await expect.poll(() => totalOf(CAMPAIGN), SLOW).toBe(rwf(10_000));
  });

  test('a date the server refuses is said beside its field, the keyboard taken there, as one in the future is; Escape closes it and nothing changes', async () => {
    const { user } = openDonations();
    const anonymous = await rowOf(refs.anonymous);
    await user.click(within(anonymous).getByRole('button', { name: `Mark received: ${refs.anonymous}` }));
    const dialog = await screen.findByRole('dialog', { name: `Mark received: ${refs.anonymous}` });
    const date = within(dialog).getByLabelText(/^Date received/);
    // Before the foundation's books begin: only the server knows.
    await user.clear(date);
    await user.type(date, '1999-12-31');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(date).toHaveAccessibleDescription(GIVING_MESSAGES.receivedDate), SLOW);
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveFocus();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('');

    await user.clear(date);
    await user.type(date, '2999-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(date).toHaveAccessibleDescription(GIVING_MESSAGES.receivedDate));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await storedGift(refs.anonymous)).toMatchObject({ status: 'PLEDGED' });
  });

  test('Record a gift takes the gift, its donor and what was received; it is listed Received with a receipt', async () => {
    const { user } = openDonations();
    await rowOf(refs.aline);
    await user.click(screen.getByRole('button', { name: 'Record a gift' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a gift' });
    const field = (name: RegExp) => within(dialog).getByLabelText(name);
    expect(field(/^Currency/)).toHaveValue('RWF');
    expect(within(field(/^Currency/)).getAllByRole('option').map((option) => option.textContent)).toEqual(['RWF', 'USD', 'EUR']);
    expect(within(field(/^Language/)).getAllByRole('option').map((option) => option.textContent)).toEqual(['English', 'Ikinyarwanda', 'Français']);
    expect(field(/^Language/)).toHaveValue('en');
    expect(within(field(/^Campaign/)).getAllByRole('option').map((option) => option.textContent)).toEqual(['None', CAMPAIGN]);

    await user.type(field(/^Amount \*$/), '50');
    await user.selectOptions(field(/^Way/), 'Cash');
    await user.selectOptions(field(/^Campaign/), CAMPAIGN);
    await user.type(field(/^Name/), 'Jean Bosco');
    await user.type(field(/^Email/), 'not-an-address');
    await user.selectOptions(field(/^Language/), 'Ikinyarwanda');
    await user.type(field(/^Amount received \(RWF\)/), '50000');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText(GIVING_MESSAGES.email)).toBeInTheDocument();
    expect(within(dialog).getByText(GIVING_MESSAGES.amountLow('RWF'))).toBeInTheDocument();

    await user.clear(field(/^Email/));
    await user.type(field(/^Email/), 'jean@example.rw');
    await user.type(field(/^Amount \*$/), '000');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect.poll(() => screen.queryByRole('dialog'), SLOW).toBeNull();
    const row = (await screen.findByText('Jean Bosco', {}, SLOW)).closest('tr')!;
    for (const text of ['jean@example.rw', 'RWF 50,000', 'Cash', CAMPAIGN, 'Received']) expect(within(row).getByText(text)).toBeInTheDocument();
    expect(within(row).getByText(/^Receipt BCF-\d{4}-\d{4}$/)).toBeInTheDocument();
    const reference = within(row).getByRole('rowheader').textContent!;
    expect(await storedGift(reference)).toMatchObject({ status: 'RECEIVED', amount: 50_000, way: 'CASH', campaignId, donorEmail: 'jean@example.rw', receivedRwf: 50_000, receivedOn: today() });
    await expect.poll(() => totalOf(CAMPAIGN), SLOW).toBe(rwf(60_000));
  });

  test('Cancel asks first: kept, the pledge stays; confirmed, it is Cancelled and offers only erasing', async () => {
    const { user } = openDonations();
    const eric = await rowOf(refs.eric);
    await user.click(within(eric).getByRole('button', { name: `Cancel ${refs.eric}` }));
    const asked = await screen.findByRole('alertdialog', { name: `Cancel ${refs.eric}?` });
    await user.click(within(asked).getByRole('button', { name: 'Keep the pledge' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(await storedGift(refs.eric)).toMatchObject({ status: 'PLEDGED' });

    await user.click(within(eric).getByRole('button', { name: `Cancel ${refs.eric}` }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel the pledge' }));
    await expect.poll(() => within(eric).queryByText('Cancelled'), SLOW).not.toBeNull();
    expect(within(eric).getAllByRole('button').map((button) => button.textContent)).toEqual(['Erase donor details']);
    await waitFor(() => expect(within(eric).getByRole('rowheader')).toHaveFocus());
    expect(await screen.findByText(`${refs.eric} is cancelled`, {}, SLOW)).toBeInTheDocument();
    expect(await storedGift(refs.eric)).toMatchObject({ status: 'CANCELLED' });
  });

  test('Erase donor details asks first, saying what goes and what stays; the donor then shows as erased, the amount and receipt stay', async () => {
    const { user } = openDonations();
    const aline = await rowOf(refs.aline);
    await user.click(within(aline).getByRole('button', { name: `Erase donor details of ${refs.aline}` }));
    const asked = await screen.findByRole('alertdialog', { name: `Erase the donor details of ${refs.aline}?` });
    expect(asked).toHaveAccessibleDescription(/name, e-mail and phone are replaced by “erased”.*amount, the dates and the receipt number stay/);
    await user.click(within(asked).getByRole('button', { name: 'Erase donor details' }));
    await expect.poll(() => within(aline).queryByText('erased'), SLOW).not.toBeNull();
    expect(within(aline).queryByText('Aline Uwase')).toBeNull();
    expect(within(aline).queryByText('+250 788 123 456')).toBeNull();
    for (const text of ['RWF 10,000', 'Received', `Receipt BCF-${today().slice(0, 4)}-0001`]) expect(within(aline).getByText(text)).toBeInTheDocument();
    expect(within(aline).queryByRole('button')).toBeNull();
    expect(await storedGift(refs.aline)).toMatchObject({ donorName: 'erased', donorPhone: 'erased', erased: true, receiptNumber: `BCF-${today().slice(0, 4)}-0001` });
  });

  test('Export CSV downloads the filtered gifts as the server writes them, after the password check', async () => {
    const { blobs, names } = catchDownloads();
    const { user } = openDonations();
    await rowOf(refs.anonymous);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Pledged');
    await expect.poll(shownReferences, SLOW).toEqual([refs.anonymous]);

    await server.agePasswordChecks();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const dialog = await screen.findByRole('dialog', { name: PASSWORD_CHECK_TEXTS.heading }, SLOW);
    expect(names).toEqual([]);
    await user.type(within(dialog).getByLabelText(new RegExp(`^${PASSWORD_CHECK_TEXTS.label}`)), server.admin.password);
    await user.click(within(dialog).getByRole('button', { name: PASSWORD_CHECK_TEXTS.confirm }));
    await waitFor(() => expect(names).toEqual([`gifts-${today()}.csv`]), SLOW);
    const csv = await blobs[0]!.text();
    expect(csv.split('\n')[0]).toMatch(/^"date","reference","status","amount"/);
    expect(csv).toContain(refs.anonymous);
    expect(csv).not.toContain(refs.aline);
    expect(csv).not.toContain(refs.eric);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('a donor\'s e-mail and phone show only after a recent password check; Show e-mail and phone asks for it once', async () => {
    await server.agePasswordChecks();
    const { user } = openDonations();
    const eric = await rowOf(refs.eric);
    expect(within(eric).getByText('Eric Mugisha')).toBeInTheDocument();
    expect(within(eric).getByText('E-mail and phone hidden')).toBeInTheDocument();
    expect(screen.queryByText('eric@example.rw')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show e-mail and phone' }));
    const dialog = await screen.findByRole('dialog', { name: PASSWORD_CHECK_TEXTS.heading }, SLOW);
    await user.type(within(dialog).getByLabelText(new RegExp(`^${PASSWORD_CHECK_TEXTS.label}`)), server.admin.password);
    await user.click(within(dialog).getByRole('button', { name: PASSWORD_CHECK_TEXTS.confirm }));
    expect(await within(await rowOf(refs.eric)).findByText('eric@example.rw', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show e-mail and phone' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getAllByRole('rowheader')[0]), SLOW);
  });
});

describe('the Campaigns page', () => {
  const region = () => within(screen.getByRole('region', { name: 'Campaigns' }));

  test('lists each campaign with its goal, dates and what it received; Edit changes one through the same form', async () => {
    const { user } = renderApp('/admin/donations/campaigns', { token: server.token, graphqlUrl: graphqlUrl() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Campaigns' }, SLOW)).toBeInTheDocument();
    expect(region().getByRole('link', { name: 'Donations' })).toHaveAttribute('href', '/admin/donations');
    const row = (await screen.findByRole('rowheader', { name: CAMPAIGN }, SLOW)).closest('tr')!;
    for (const text of ['RWF 3,000,000', startsOn, '2099-12-31']) expect(within(row).getByText(text)).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByText('RWF 60,000')).toBeInTheDocument(), SLOW);

    await user.click(within(row).getByRole('button', { name: `Edit ${CAMPAIGN}` }));
    const dialog = await screen.findByRole('dialog', { name: `Edit ${CAMPAIGN}` });
    expect(within(dialog).getByRole('textbox', { name: /^Title/ })).toHaveValue(CAMPAIGN);
    const goal = within(dialog).getByRole('spinbutton', { name: /^Goal \(RWF\)/ });
    expect(goal).toHaveValue(3_000_000);
    await user.clear(goal);
    await user.type(goal, '4000000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect.poll(() => screen.queryByRole('dialog'), SLOW).toBeNull();
    await waitFor(() => expect(within(row).getByText('RWF 4,000,000')).toBeInTheDocument(), SLOW);
  });

  test('New campaign refuses an empty English title and an end before the start; saved, it is listed and offered as a filter', async () => {
    const { user, history } = renderApp('/admin/donations/campaigns', { token: server.token, graphqlUrl: graphqlUrl() });
    await screen.findByRole('rowheader', { name: CAMPAIGN }, SLOW);
    await user.click(region().getByRole('button', { name: 'New campaign' }));
    const dialog = await screen.findByRole('dialog', { name: 'New campaign' });
    const field = (name: RegExp) => within(dialog).getByLabelText(name);
    await user.type(field(/^Goal \(RWF\)/), '500000');
    await user.clear(field(/^Starts/));
    await user.type(field(/^Starts/), '2030-06-01');
    await user.type(field(/^Ends/), '2030-05-01');
    // Saved from the Kinyarwanda tab: the English tab comes forward, its title taking the keyboard.
    await user.click(within(dialog).getByRole('tab', { name: 'Ikinyarwanda' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(GIVING_MESSAGES.title)).toBeInTheDocument();
    expect(within(dialog).getByText(GIVING_MESSAGES.dates)).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /^Title/ })).toHaveFocus());

    await user.type(field(/^Title/), 'Clean water 2030');
    await user.click(within(dialog).getByRole('tab', { name: 'Ikinyarwanda' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Amazi meza 2030');
    await user.click(within(dialog).getByRole('tab', { name: 'English' }));
    expect(within(dialog).getByRole('textbox', { name: /^Title/ })).toHaveValue('Clean water 2030');
    await user.clear(field(/^Ends/));
    await user.type(field(/^Ends/), '2030-12-31');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect.poll(() => screen.queryByRole('dialog'), SLOW).toBeNull();
    const row = (await screen.findByRole('rowheader', { name: 'Clean water 2030' }, SLOW)).closest('tr')!;
    for (const text of ['RWF 500,000', '2030-06-01', '2030-12-31', 'RWF 0']) expect(within(row).getByText(text)).toBeInTheDocument();
    const stored = await server.gql<{ campaigns: { title: string }[] }>('query { campaigns { title } }', {}, server.token);
    expect(stored.data!.campaigns.map((campaign) => JSON.parse(campaign.title) as unknown)).toContainEqual({ en: 'Clean water 2030', rw: 'Amazi meza 2030' });

    await user.click(region().getByRole('link', { name: 'Donations' }));
    await expect.poll(() => history.location.pathname, SLOW).toBe('/admin/donations');
    const filter = await screen.findByRole('combobox', { name: 'Campaign' }, SLOW);
    await waitFor(() => expect(within(filter).getByRole('option', { name: 'Clean water 2030' })).toBeInTheDocument(), SLOW);
  });
});
