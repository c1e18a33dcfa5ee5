// Posts: their lifecycle, drafts, revisions, preview links and public reads; the one way into server/posts/.
export { default as postsPlugin } from './plugin.ts';
export type { ReadSources } from './publicReads.ts';
export type { ReadCache } from './readCache.ts';
export { default as readCachePlugin } from './readCachePlugin.ts';
export type { PostReads } from './readService.ts';
export type { ImageRef, PostFields, PostParent, PostRecord, PostsRepository } from './repository.ts';
export type { PostDraftRecord, PostRevisionRecord } from './revisionsRepository.ts';
export { default as postSchedulerPlugin } from './schedulerPlugin.ts';
