// What the delete machine (machines/deletion.ts) is given by each admin list that runs it: the
// browser's confirmation, then the call; the list on screen refetches through the mutation's tags.
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { deletionMachine, type DeletionKind } from '../../../../machines/deletion.ts';
import { messagesApi } from '../../../../store/api/messages.ts';
import { postsApi } from '../../../../store/api/posts.ts';
import { subscriberAdminApi } from '../../../../store/api/subscriberAdmin.ts';
import { useAppStore, type AppStore } from '../../../../store/index.ts';
import type { DeleteResult } from '../../../../shared/types.ts';
import { showToast } from './showToast.ts';
import { inspect } from '../../../lib/inspection.ts';

const DELETE_ENDPOINTS = {
  post: postsApi.endpoints.deletePost,
  subscriber: subscriberAdminApi.endpoints.deleteSubscriber,
  message: messagesApi.endpoints.deleteContactMessage,
} as const;

/** The delete machine's confirmation (the browser's own dialog) and call, through the store. */
export function deletionActors(store: AppStore, kind: DeletionKind) {
  return {
    confirm: fromPromise<boolean, { message: string }>(({ input }) => Promise.resolve(window.confirm(input.message))),
    deleteItem: fromPromise<DeleteResult, { id: string }>(({ input }) =>
      store.dispatch(DELETE_ENDPOINTS[kind].initiate(input.id)).unwrap(),
    ),
  };
}

/** [ask to delete an item, whether a deletion is under way] for one admin list. */
export function useDeletion(kind: DeletionKind) {
  const store = useAppStore();
  const [snapshot, send] = useMachine(deletionMachine.provide({ actors: deletionActors(store, kind), actions: { showToast } }), {
    input: { kind },
    inspect,
  });
  return [(id: string) => send({ type: 'DELETE', id }), snapshot.hasTag('busy')] as const;
}

export const useDeletePost = () => useDeletion('post');
export const useDeleteSubscriber = () => useDeletion('subscriber');
export const useDeleteContactMessage = () => useDeletion('message');
