// How the toasts the admin's machines ask for (machines/adminToasts.ts) reach the screen.
import type { Toast } from '../../../../machines/adminToasts.ts';
import { notify } from '../../../lib/notify.ts';

/** The machines' `showToast` action, given to them with `.provide()`. */
export const showToast = (_: unknown, toast: Toast) => void notify(toast.kind, toast.message, { autoClose: toast.autoClose });
