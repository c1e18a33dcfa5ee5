/**
 * Whether a JWT's own `exp` claim says it has run out. Only a hint, read without verifying the
 * signature: the server still decides. It spares an administrator filling in a form with a token
 * left over from yesterday, only to be refused on submit.
 */
export function tokenHasExpired(token: string, now = Date.now()): boolean {
  const payload = token.split('.')[1];
  if (!payload) return false;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' && exp * 1000 <= now;
  } catch {
    return false;
  }
}
