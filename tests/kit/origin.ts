// The origin of a request through `app.inject`, whose Host header is `localhost:80`: without
// PUBLIC_URL the API answers this site's image addresses absolute on it.
export const INJECTED_ORIGIN = 'http://localhost:80';

/** A path of this site as an answer through `app.inject` writes it. */
export const injectedAddress = (path: string) => INJECTED_ORIGIN + path;
