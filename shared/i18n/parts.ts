// How the catalogues' parts (each `export const` of shared/locales/<code>.ts) reach the browser.

/** The parts every page shows (header, footer, menus, page titles): in the first script, from en.ts itself. */
export const FRAME_PARTS = ['common', 'navigation', 'routes'] as const;

/** Parts only the server uses (e-mails): never imported by the browser's scripts. */
export const SERVER_PARTS = ['mail'] as const;
