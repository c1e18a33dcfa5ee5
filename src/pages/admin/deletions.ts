// Deleting after the browser's confirmation, with the toasts of spec section 8. The list on screen
// refetches through the mutations' tags.
import { useDeletePostMutation } from '../../../store/api/posts.ts';
import { useDeleteSubscriberMutation } from '../../../store/api/subscribers.ts';
import { TOAST_MS } from '../../../shared/constants.ts';
import type { DeleteResult } from '../../../shared/types.ts';
import { notify } from '../../lib/notify.ts';

export const DELETE_MESSAGES = {
  confirmPost: 'Are you sure you want to delete this post?',
  postDeleted: '✅ Post deleted successfully!',
  postFailed: (message: string) => `Failed to delete the post. ${message}`,
  confirmSubscriber: 'Are you sure you want to delete this subscriber?',
  subscriberDeleted: 'Subscriber deleted successfully!',
  subscriberFailed: 'Failed to delete subscriber. Please try again.',
} as const;

/** A "not deleted" answer is a failure too, with the server's reason. */
function deletedOrThrow(result: DeleteResult): void {
  if (!result.isDeleted) throw { message: result.message };
}

function messageOf(error: unknown): string {
  const message = (error as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : '';
}

export function useDeletePost() {
  const [deletePost, { isLoading }] = useDeletePostMutation();
  async function confirmAndDelete(id: string) {
    if (!window.confirm(DELETE_MESSAGES.confirmPost)) return;
    try {
      deletedOrThrow(await deletePost(id).unwrap());
      void notify('success', DELETE_MESSAGES.postDeleted, { autoClose: TOAST_MS.short });
    } catch (error) {
      console.error('Deleting the post failed', error);
      void notify('error', DELETE_MESSAGES.postFailed(messageOf(error)), { autoClose: TOAST_MS.medium });
    }
  }
  return [confirmAndDelete, isLoading] as const;
}

export function useDeleteSubscriber() {
  const [deleteSubscriber, { isLoading }] = useDeleteSubscriberMutation();
  async function confirmAndDelete(id: string) {
    if (!window.confirm(DELETE_MESSAGES.confirmSubscriber)) return;
    try {
      deletedOrThrow(await deleteSubscriber(id).unwrap());
      void notify('success', DELETE_MESSAGES.subscriberDeleted);
    } catch (error) {
      console.error('Deleting the subscriber failed', error);
      void notify('error', DELETE_MESSAGES.subscriberFailed);
    }
  }
  return [confirmAndDelete, isLoading] as const;
}
