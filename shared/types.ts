// The shapes of the GraphQL contract (DESIGN.md section 3), shared by the client and the server.
import type { PostCategory } from './rules.ts';

export interface ImageRef {
  url: string;
  filename: string;
}

export interface ContentSection {
  sectionTitle: string;
  paragraph1: string;
  paragraph2?: string | null;
}

export interface Post {
  _id: string;
  title: string;
  content: string;
  category: PostCategory;
  contentSections: ContentSection[];
  youtube_video_url: string | null;
  /** The main image first. */
  image_url: ImageRef[];
  /** The gallery; only some queries select it. */
  image_urls?: ImageRef[];
  date_posted?: number;
}

export interface Subscriber {
  id: string;
  subscriptionWithEmail: string;
  date_subscribed: number;
}

export interface DeleteResult {
  isDeleted: boolean;
  message: string;
}

export interface User {
  _id: string;
  email: string;
  firstName: string | null;
  secondName: string | null;
  password: null;
  /** The ids of the posts this user wrote. */
  posts: string[];
}

export interface PostInput {
  title: string;
  content: string;
  contentSections: ContentSection[];
  category: PostCategory;
  image_urls: ImageRef[];
  image_url?: ImageRef | null;
  youtube_video_url?: string | null;
}

export interface AddPostInput extends PostInput {
  user_id?: string;
}

export interface UpdatePostInput extends Omit<PostInput, 'image_urls'> {
  post_id: string;
  image_urls?: ImageRef[];
}

export interface ContactMessageInput {
  name: string;
  email: string;
  message: string;
  /** The honeypot: hidden from people, so anything in it comes from a robot. */
  website?: string;
}

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  message: string;
  isRead: boolean;
  date_sent: number;
}

export interface ContactReceipt {
  received: boolean;
  message: string;
}
