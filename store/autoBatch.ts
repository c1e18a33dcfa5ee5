import type { StoreEnhancer, UnknownAction } from 'redux';

/** The meta field RTK Query sets on actions whose subscribers may be told later (Toolkit's SHOULD_AUTOBATCH). */
export const SHOULD_AUTOBATCH = 'RTK_autoBatch';

/**
 * Tells the store's subscribers of an action marked SHOULD_AUTOBATCH (RTK Query's many small
 * updates) once, at the next animation frame or within 100 ms, instead of once per action; other
 * actions tell them at once. The enhancer Toolkit's configureStore adds, for a store built
 * without Toolkit.
 */
export const autoBatch: StoreEnhancer = (next) => (reducer, preloadedState) => {
  const store = next(reducer, preloadedState);
  let notifying = true;
  let notifyLater = false;
  let queued = false;
  const listeners = new Set<() => void>();
  const notifyListeners = () => {
    queued = false;
    if (notifyLater) {
      notifyLater = false;
      listeners.forEach((listener) => listener());
    }
  };
  const queue = (notify: () => void) => {
    if (typeof window === 'undefined' || !window.requestAnimationFrame) {
      setTimeout(notify, 10);
      return;
    }
    let called = false;
    const once = () => {
      if (called) return;
      called = true;
      window.cancelAnimationFrame(frame);
      clearTimeout(timer);
      notify();
    };
    const frame = window.requestAnimationFrame(once);
    const timer = setTimeout(once, 100);
  };
  return {
    ...store,
    subscribe(listener: () => void) {
      const unsubscribe = store.subscribe(() => notifying && listener());
      listeners.add(listener);
      return () => {
        unsubscribe();
        listeners.delete(listener);
      };
    },
    dispatch(action: UnknownAction) {
      try {
        notifying = !(action as { meta?: Record<string, unknown> } | undefined)?.meta?.[SHOULD_AUTOBATCH];
        notifyLater = !notifying;
        if (notifyLater && !queued) {
          queued = true;
          queue(notifyListeners);
        }
        return store.dispatch(action as Parameters<typeof store.dispatch>[0]);
      } finally {
        notifying = true;
      }
    },
  } as typeof store;
};
