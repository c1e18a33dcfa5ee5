import { useNavigate } from 'react-router-dom';
import { useStore } from 'react-redux';
import type { AppStore } from '../../../store/index.ts';
import type { Toast } from '../../../machines/shared.ts';
import { notify } from '../../lib/notify.ts';

export const OVERVIEW_PATH = '/admin/overview';

/** What the post machines ask of the page they run in: toasts and the way back to the overview. */
export function usePostFlowActions() {
  const navigate = useNavigate();
  return {
    showToast: (_: unknown, toast: Toast) => void notify(toast.kind, toast.message, { autoClose: toast.autoClose }),
    goToOverview: () => void navigate(OVERVIEW_PATH),
  };
}

export const useAppStore = () => useStore() as AppStore;
