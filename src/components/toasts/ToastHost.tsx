import { useEffect } from 'react';
import { ToastContainer } from 'react-toastify';
import { TOAST_DEFAULT_MS, TOAST_LIMIT } from '../../../shared/constants.ts';
import { toastHostState } from '../../lib/notify.ts';

/** react-toastify's container with the replaced site's defaults: top-right, 5000 ms, at most 20 at once. */
export default function ToastHost() {
  useEffect(() => {
    toastHostState.hostMounted();
  }, []);
  return <ToastContainer position="top-right" autoClose={TOAST_DEFAULT_MS} limit={TOAST_LIMIT} newestOnTop />;
}
