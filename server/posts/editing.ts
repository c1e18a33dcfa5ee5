import type { PostDraftInput, PostInput, PostInputUpdate } from '../../shared/graphql.generated.ts';
import type { PostStatus } from '../../shared/postLifecycle.ts';
import type { TablePageRequest } from '../db/tablePage.ts';
import type { StaffRecord } from '../staff/index.ts';
import { createPublished, discardDraft, restoreRevision, revisionsFor, saveDraft, staffView, updatePublished } from './drafts.ts';
import { publish, removePost, schedule, submitForReview, unpublish, unschedule, type PostWork, type SendChoice } from './lifecycle.ts';
import type { Client } from './sendApproval.ts';

/**
 * The staff's side of posts as requests reach it: the admin's table, drafts, the lifecycle (each
 * step by `person`, from `client`, the address and browser the activity log keeps), revisions and
 * the posts a person wrote. The rules are the lifecycle's and the drafts' (lifecycle.ts, drafts.ts).
 */
export function postEditing(deps: Omit<PostWork, 'client'>) {
  const { repos } = deps;
  const work = (client: Client): PostWork => ({ ...deps, client });
  return {
    rows: (request: TablePageRequest, status: PostStatus | null) => repos.posts.listRows(request, status),
    countOverdueScheduled: () => repos.posts.countOverdueScheduled(),
    /** The ids of the posts `authorId` wrote. */
    idsByAuthor: async (authorId: string) => (await repos.posts.listByAuthor(authorId)).map((post) => post._id),
    staffView: (id: string) => staffView(repos, id),
    saveDraft: (client: Client, person: StaffRecord, input: PostDraftInput) => saveDraft(work(client), person, input),
    discardDraft: (person: StaffRecord, id: string) => discardDraft(repos, person, id),
    submitForReview: (client: Client, person: StaffRecord, id: string) => submitForReview(work(client), person, id),
    publish: (client: Client, person: StaffRecord, id: string, choice: SendChoice) => publish(work(client), person, id, choice),
    schedule: (client: Client, person: StaffRecord, id: string, at: number, choice: SendChoice) => schedule(work(client), person, id, at, choice),
    unschedule: (client: Client, person: StaffRecord, id: string) => unschedule(work(client), person, id),
    unpublish: (client: Client, person: StaffRecord, id: string) => unpublish(work(client), person, id),
    createPublished: (person: StaffRecord, input: PostInput) => createPublished(repos, person, input),
    updatePublished: (client: Client, person: StaffRecord, input: PostInputUpdate) => updatePublished(work(client), person, input),
    remove: (person: StaffRecord, id: string) => removePost(repos, person, id),
    revisionsFor: (person: StaffRecord, id: string) => revisionsFor(repos, person, id),
    restoreRevision: (client: Client, person: StaffRecord, id: string) => restoreRevision(work(client), person, id),
  };
}

export type PostEditing = ReturnType<typeof postEditing>;
