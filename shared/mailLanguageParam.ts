// A module of its own so that the unsubscribe page reads it without carrying the server's texts of
// shared/mailPages.ts (and, through them, the English subscription texts in every page's first script).

/**
 * The query parameter of an e-mail footer's language links: they open the unsubscribe page (in the
 * new language) with it instead of `token`, and the page's button switches the e-mails' language.
 */
export const LANGUAGE_PARAM = 'language';
