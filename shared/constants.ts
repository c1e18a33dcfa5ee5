// Business constants, defined once for the app and its tests.

export const CARD_TITLE_LIMIT = 25;
export const CARD_CONTENT_LIMIT = 75;
export const ADMIN_CONTENT_PREVIEW_LIMIT = 50;
/** Cards a page of the Activities page: a full row at 1, 2, 3 and 4 columns. */
export const CARDS_PAGE_SIZE = 12;

export const FOOTER_GALLERY_SCROLL_PX = 300;
export const DETAILS_CAROUSEL_INTERVAL_MS = 10_000;
export const STARTUP_SPINNER_MS = 2_000;
/** The attribute of `<html>` by which the server gives another duration (tests of the built site lower it). */
export const STARTUP_SPINNER_ATTRIBUTE = 'data-spinner-ms';

export const REDIRECT_AFTER_CREATE_MS = 1_500;
export const REDIRECT_AFTER_UPDATE_MS = 4_500;

export const TOAST_MS = { short: 3_000, medium: 4_000, long: 5_000 } as const;
export const TOAST_DEFAULT_MS = TOAST_MS.long;
export const TOAST_LIMIT = 20;

export const COUNTER_TICK_MS = 40;

/**
 * The response header with a renewed admin token: the server sends one while a session is in use
 * (at most about once a minute) and the client keeps it in place of the one it sent.
 */
export const RENEWED_TOKEN_HEADER = 'x-renewed-token';
