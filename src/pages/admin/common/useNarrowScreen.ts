import { useSyncExternalStore } from 'react';

/**
 * Below the medium breakpoint ($breakpoint-medium in styles/_tokens.scss, the `phone` mixin of
 * _admin-tokens.scss): the admin menu is a drawer there, closed until asked for.
 */
export const NARROW_SCREEN = '(max-width: 767.98px)';

const query = () => (typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_SCREEN) : null);

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** True while the window is narrower than the medium breakpoint; false where it cannot be asked. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
