import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify';
import { TOAST_DEFAULT_MS, TOAST_LIMIT } from '../../../shared/constants.ts';
import { toastHostState } from '../../lib/notify.ts';

/**
 * Whether the pointer can hover. A touch screen cannot: it keeps the last tap's point as "hovered",
 * and a toast shown under it would wait there until the next tap instead of closing on time.
 */
const canHover = () => typeof window.matchMedia !== 'function' || !window.matchMedia('(hover: none)').matches;

/**
 * react-toastify's container with the replaced site's defaults: top-right, 5000 ms, at most 20 at
 * once; a toast pauses under a pointer that hovers it, never under a finger.
 */
export default function ToastHost() {
  useEffect(() => {
    toastHostState.hostMounted();
  }, []);
  return <ToastContainer position="top-right" autoClose={TOAST_DEFAULT_MS} limit={TOAST_LIMIT} newestOnTop pauseOnHover={canHover()} />;
}
