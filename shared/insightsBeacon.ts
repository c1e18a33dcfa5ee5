// The page-view beacon, as the app sends it and the server takes it (server/insights/): where it
// goes, how large it may be, and the cookie that marks a signed-in staff member's browser.

/** Where the app posts a view when it moves to another page (`navigator.sendBeacon`). */
export const BEACON_PATH = '/insights/view';

/** The largest beacon body taken, in bytes. */
export const BEACON_MAX_BYTES = 2_048;

/**
 * Set while a staff member is signed in in this browser, so that neither the server nor the app
 * counts their reading. It holds nothing but "1" and proves nothing: anyone may set it, as anyone
 * may send Do Not Track.
 */
export const STAFF_COOKIE = 'bcf_staff';

/** A beacon's body: the page's path with its query, its language, and the referrer ('' for a move inside the site). */
export interface BeaconBody {
  p: string;
  l: string;
  r: string;
}
