// What a post form hands to the post editor: the post as the admin wrote it. The images are not
// part of it: they come from the upload.
import type { PostInput } from './types.ts';

export type PostDraft = Omit<PostInput, 'image_urls' | 'image_url'>;
