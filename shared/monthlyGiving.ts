// Monthly givers ("Give every month" on the giving form): what the form and the server share
// (docs/giving.md, "Monthly givers"). Kept apart from shared/giving.ts so it travels only with the
// giving form.

/** The server's refusals, in English; the form says them in the page's language. */
export const MONTHLY_MESSAGES = {
  email: 'Enter your e-mail address: a monthly gift needs it',
  mailOff: 'Monthly gifts need e-mail, which is not set up on this site',
  tooMany: 'This e-mail address has monthly gifts running already. Stop one first.',
  notFound: 'No such monthly gift',
} as const;

/** A monthly gift's own rule: its reminders come by e-mail, so it needs an address. */
export const needsMonthlyEmail = (pledge: { monthly?: boolean | null; email?: string | null }) => pledge.monthly === true && !pledge.email?.trim();
