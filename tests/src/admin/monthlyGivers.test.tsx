import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, test } from 'vitest';
import { formatKigali } from '../../../shared/kigaliTime.ts';
import { PLEDGE_GIFT } from '../../../store/api/giving.ts';
import { MONTHLY_GIVERS } from '../../../store/api/monthlyGivers.ts';
import type { MonthlyGiverAnswer } from '../../server/giving/monthlyKit.ts';
import { ERASE_DONOR, GIFTS } from '../../server/giving/documents.ts';
import { request } from '../../kit/http.ts';
import { PUBLIC_URL, linkIn } from '../../kit/smtp.ts';
import { SLOW, expectSentAway, renderApp, withAdminMailServer } from './render.tsx';

// Monthly givers (Donations, then Monthly givers) against a real server with e-mail on: donors who
// ticked "Give every month" on the public form's pledge, listed for staff the running ones first,
// with their amount, way, day, language, start, last reminder and how they stopped; Stop asks
// first and then stops the reminders (what the server answers and its activity log agree); a
// donor's own stop link and an erased donor show as such; the addresses hide without a recent
// password check. The tests run in order: each finds the givers as the one before left them.
const { server, smtp } = withAdminMailServer({ staff: true });

const graphqlUrl = () => `${server.url}/graphql`;
const openMonthly = () => renderApp('/admin/donations/monthly', { token: server.token, graphqlUrl: graphqlUrl() });
const STOP_LINK = `${PUBLIC_URL}/giving/monthly/stop?token=`;

/** The givers as the server lists them to the Owner. */
async function storedGivers(): Promise<MonthlyGiverAnswer[]> {
  const answer = await server.gql<{ monthlyGivers: { items: MonthlyGiverAnswer[] } }>(MONTHLY_GIVERS, {}, server.token);
  expect(answer.errors).toBeUndefined();
  return answer.data!.monthlyGivers.items;
}
const storedGiver = async (email: string) => (await storedGivers()).find((giver) => giver.donorEmail === email)!;

/** The lines a cell shows (its text around the line breaks). */
const linesOf = (cell: Element) => [...cell.childNodes].map((node) => node.textContent).filter((text) => text !== '');
/** The row of the giver whose header starts with `donor`, once it shows. */
const rowOf = async (donor: string) => (await screen.findByRole('rowheader', { name: new RegExp(`^${donor}`) }, SLOW)).closest('tr')!;
/** The donors in the table's order (the first line of each row's header). */
const shownDonors = () => screen.queryAllByRole('rowheader').map((cell) => linesOf(cell)[0]);
/** A row's cells after its header, as they read. */
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
/** The page itself, apart from the admin menu (which has its own Donations). */
const page = () => within(screen.getByRole('region', { name: 'Monthly givers' }));

describe('before anyone gives every month', () => {
  test('says there are no monthly givers yet, with the way back to Donations', async () => {
    openMonthly();
    expect(await screen.findByText('No monthly givers yet.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Monthly givers' })).toBeInTheDocument();
    expect(page().getByRole('link', { name: 'Donations' })).toHaveAttribute('href', '/admin/donations');
    expect(screen.queryByRole('table')).toBeNull();
  });

  test('says when the givers cannot be loaded, and offers to ask again', async () => {
    // The server's address answers nothing.
    renderApp('/admin/donations/monthly', { token: server.token });
    expect(await screen.findByText('Failed to load monthly givers.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Monthly givers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
  });

  test('is not for an Editor, who is sent to the overview', async () => {
    // Site content is the Editor's: once it shows, the menu is the Editor's own.
    await expectSentAway('/admin/donations/monthly', server.staff.EDITOR!.token, graphqlUrl(), 'Monthly givers', 'Site content');
  });
});

describe('with monthly givers', () => {
  const emails = { aline: 'aline.monthly@example.rw', eric: 'eric.monthly@example.rw', anonymous: 'quiet.monthly@example.rw', grace: 'grace.monthly@example.rw' };
  let anonymousReference = '';

  /** "Give every month" as the public form sends it; the pledge's reference. */
  async function giveMonthly(input: Record<string, unknown>, language: string): Promise<string> {
    const answer = await server.gql<{ pledgeGift: { reference: string; emailed: boolean } }>(PLEDGE_GIFT, { input: { monthly: true, ...input }, language });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.pledgeGift.emailed).toBe(true);
    return answer.data!.pledgeGift.reference;
  }

  beforeAll(async () => {
    // The oldest first: the page lists the newest first.
    await giveMonthly({ amount: 5_000, way: 'MTN_MOMO', name: 'Aline Uwase', email: emails.aline }, 'en');
    await giveMonthly({ amount: 25, currency: 'USD', way: 'BANK_TRANSFER', name: 'Eric Mugisha', email: emails.eric }, 'fr');
    anonymousReference = await giveMonthly({ amount: 3_000, way: 'CASH', email: emails.anonymous }, 'rw');
    await giveMonthly({ amount: 10_000, way: 'AIRTEL_MONEY', name: 'Grace', email: emails.grace }, 'en');
    // Grace has had a month's reminder (what the reminders' run writes when it makes one).
    await server.query('UPDATE monthly_gifts SET last_reminded_at = now() WHERE donor_email = $1', [emails.grace]);
  });

  test('lists each giver, the newest first: donor and address, amount, way, day, language, start, last reminder, Running and Stop', async () => {
    openMonthly();
    const grace = await rowOf('Grace');
    expect(screen.getByRole('heading', { level: 1, name: 'Monthly givers' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Monthly givers, the running ones first, the newest first' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Donor',
      'Amount',
      'Way',
      'Day',
      'Language',
      'Started',
      'Last reminder',
      'Stopped',
      'Actions',
    ]);
    expect(shownDonors()).toEqual(['Grace', 'Anonymous', 'Eric Mugisha', 'Aline Uwase']);

    const stored = { grace: await storedGiver(emails.grace), anonymous: await storedGiver(emails.anonymous), eric: await storedGiver(emails.eric), aline: await storedGiver(emails.aline) };
    expect(stored.grace.lastRemindedAt).not.toBeNull();
    expect(linesOf(within(grace).getByRole('rowheader'))).toEqual(['Grace', emails.grace]);
    expect(cellsOf(grace)).toEqual(['RWF 10,000', 'Airtel Money', String(stored.grace.day), 'English', formatKigali(stored.grace.startedAt), formatKigali(stored.grace.lastRemindedAt!), 'Running', 'Stop']);
    const anonymous = await rowOf('Anonymous');
    expect(linesOf(within(anonymous).getByRole('rowheader'))).toEqual(['Anonymous', emails.anonymous]);
    expect(cellsOf(anonymous)).toEqual(['RWF 3,000', 'Cash', String(stored.anonymous.day), 'Ikinyarwanda', formatKigali(stored.anonymous.startedAt), 'Not yet', 'Running', 'Stop']);
    const eric = await rowOf('Eric Mugisha');
    expect(linesOf(within(eric).getByRole('rowheader'))).toEqual(['Eric Mugisha', emails.eric]);
    expect(cellsOf(eric)).toEqual(['USD 25', 'Bank transfer', String(stored.eric.day), 'Français', formatKigali(stored.eric.startedAt), 'Not yet', 'Running', 'Stop']);
    const aline = await rowOf('Aline Uwase');
    expect(cellsOf(aline)).toEqual(['RWF 5,000', 'MTN Mobile Money', String(stored.aline.day), 'English', formatKigali(stored.aline.startedAt), 'Not yet', 'Running', 'Stop']);

    // Each Stop names its giver; one page says how many there are.
    expect(within(anonymous).getByRole('button', { name: 'Stop the monthly gift of Anonymous' })).toHaveTextContent('Stop');
    expect(within(aline).getByRole('button', { name: 'Stop the monthly gift of Aline Uwase' })).toBeInTheDocument();
    expect(screen.getByText('1–4 of 4 monthly givers')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages of monthly givers' })).toBeNull();
  });

  test('Stop asks first: kept, the giving runs on; confirmed, it is stopped by staff, its Stop gone, listed after the running ones, and logged', async () => {
    const { user } = openMonthly();
    const aline = await rowOf('Aline Uwase');
    await user.click(within(aline).getByRole('button', { name: 'Stop the monthly gift of Aline Uwase' }));
    const asked = await screen.findByRole('alertdialog', { name: 'Stop this monthly gift?' });
    expect(asked).toHaveAccessibleDescription(
      'Aline Uwase will get no more monthly reminders for RWF 5,000. This cannot be undone; they can start again from the Donate page.',
    );
    await user.click(within(asked).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByText('Monthly gift stopped.')).toBeNull();
    expect(await storedGiver(emails.aline)).toMatchObject({ stoppedAt: null, stoppedBy: '' });

    await user.click(within(aline).getByRole('button', { name: 'Stop the monthly gift of Aline Uwase' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Stop it' }));
    expect(await screen.findByText('Monthly gift stopped.', {}, SLOW)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const stopped = await storedGiver(emails.aline);
    expect(stopped).toMatchObject({ stoppedBy: 'STAFF' });
    expect(stopped.stoppedAt).toBeGreaterThan(Date.now() - 60_000);
    await waitFor(() => expect(cellsOf(aline).slice(-2)).toEqual([`${formatKigali(stopped.stoppedAt!)}, by staff`, '']), SLOW);
    expect(within(aline).queryByRole('button')).toBeNull();
    expect(shownDonors()).toEqual(['Grace', 'Anonymous', 'Eric Mugisha', 'Aline Uwase']);

    const logged = await server.query<{ actor_email: string }>(`SELECT actor_email FROM audit_log WHERE action = 'monthly_gift.stopped' AND target = $1`, [stopped.id]);
    expect(logged).toEqual([{ actor_email: server.admin.email }]);
  });

  test('a donor who follows their e-mail’s stop link shows as stopped by the donor; an erased donor as erased, without an address, after the running ones', async () => {
    const first = await smtp.waitFor(emails.eric, (message) => (message.mail.text ?? '').includes(STOP_LINK));
    const link = linkIn(first.mail.text, STOP_LINK);
    const followed = await request(server.url, link.replace(PUBLIC_URL, ''), { method: 'POST' });
    expect(followed.status).toBe(200);
    const pledge = await server.gql<{ gifts: { items: { id: string }[] } }>(GIFTS, { search: anonymousReference }, server.token);
    const erased = await server.gql(ERASE_DONOR, { id: pledge.data!.gifts.items[0]!.id }, server.token);
    expect(erased.errors).toBeUndefined();

    openMonthly();
    const eric = await rowOf('Eric Mugisha');
    const gone = await rowOf('erased');
    const stored = { eric: await storedGiver(emails.eric), erased: (await storedGivers()).find((giver) => giver.erased)! };
    expect(stored.eric).toMatchObject({ stoppedBy: 'DONOR' });
    expect(stored.erased).toMatchObject({ stoppedBy: 'ERASED', donorName: 'erased' });
    expect(cellsOf(eric).slice(-2)).toEqual([`${formatKigali(stored.eric.stoppedAt!)}, by the donor`, '']);
    expect(linesOf(within(gone).getByRole('rowheader'))).toEqual(['erased']);
    expect(cellsOf(gone)).toEqual(['RWF 3,000', 'Cash', String(stored.erased.day), 'Ikinyarwanda', formatKigali(stored.erased.startedAt), 'Not yet', `${formatKigali(stored.erased.stoppedAt!)}, erased`, '']);
    // Grace alone runs on: she comes first, the stopped ones after her, the newest first.
    expect(shownDonors()).toEqual(['Grace', 'erased', 'Eric Mugisha', 'Aline Uwase']);
    expect(screen.getAllByRole('button', { name: /^Stop the monthly gift of / })).toHaveLength(1);
  });

  test('the Donations page leads to Monthly givers, and Monthly givers back to it', async () => {
    const { user, history } = renderApp('/admin/donations', { token: server.token, graphqlUrl: graphqlUrl() });
    await user.click(await screen.findByRole('link', { name: 'Monthly givers' }, SLOW));
    await expect.poll(() => history.location.pathname, SLOW).toBe('/admin/donations/monthly');
    expect(await screen.findByRole('heading', { level: 1, name: 'Monthly givers' }, SLOW)).toBeInTheDocument();
    await rowOf('Grace');
    await user.click(page().getByRole('link', { name: 'Donations' }));
    await expect.poll(() => history.location.pathname, SLOW).toBe('/admin/donations');
    expect(await screen.findByRole('heading', { level: 1, name: 'Donations' }, SLOW)).toBeInTheDocument();
  });

  test('without a recent password check each address is hidden; an erased donor has none to hide', async () => {
    await server.agePasswordChecks();
    openMonthly();
    expect(linesOf(within(await rowOf('Grace')).getByRole('rowheader'))).toEqual(['Grace', 'E-mail hidden']);
    expect(linesOf(within(await rowOf('Eric Mugisha')).getByRole('rowheader'))).toEqual(['Eric Mugisha', 'E-mail hidden']);
    expect(linesOf(within(await rowOf('erased')).getByRole('rowheader'))).toEqual(['erased']);
    expect(screen.queryByText(emails.grace, { exact: false })).toBeNull();
  });
});
