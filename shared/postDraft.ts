// What a post form hands on: the post as the admin wrote it, in the shape saveDraft takes (a draft
// may still lack its category, and keeps a video link only once it is one). Its photos are not part
// of it: they come from the upload. A form that passed its schema has all that addPost and
// updatePost require.
import type { PostDraftInput, PostInput } from './graphql.generated.ts';

export type PostDraft = Pick<PostInput, 'title' | 'content' | 'contentSections'> &
  Pick<PostDraftInput, 'category' | 'translations' | 'youtube_video_url'>;
