// Posts: their lifecycle, drafts, revisions, preview links and public reads; the one way into server/posts/.
export { postEditing, type PostEditing } from './editing.ts';
export type { PostPreviews } from './previewLinks.ts';
export type { ReadSources } from './publicReads.ts';
export { createReadCache, type ReadCache } from './readCache.ts';
export type { PostReadService, PostReads } from './readService.ts';
export type { ImageRef, PostFields, PostParent, PostRecord, PostsRepository } from './repository.ts';
export type { PostDraftRecord, PostRevisionRecord } from './revisionsRepository.ts';
export type { PostScheduler } from './scheduler.ts';
export { postsFeature, type PostSchedulerWorker } from './wiring.ts';
