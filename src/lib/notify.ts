// Toasts without paying for them up front: react-toastify and its container load on the first
// notify() call, so pages that never show a toast never download it.
import type { ToastOptions } from 'react-toastify';

type Listener = () => void;

let requested = false;
const listeners = new Set<Listener>();
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

export const toastHostState = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isRequested: () => requested,
  /** Called by the container once it is mounted. */
  hostMounted: () => markReady(),
};

export type ToastKind = 'success' | 'error' | 'info';

export async function notify(kind: ToastKind, message: string, options: ToastOptions = {}): Promise<void> {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  const [{ toast }] = await Promise.all([import('react-toastify'), ready]);
  toast[kind](message, options);
}
