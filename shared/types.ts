// The shapes of the GraphQL contract, shared by the client and the server:
// named views of the types generated from server/graphql/schema.graphql (npm run codegen), and the
// shapes in which the client's calls report back (a failure, an upload's progress).
import type * as Schema from './graphql.generated.ts';

export type { ContactMessage, ContactMessageInput, ContactReceipt, DeleteResult, PostInput, PostInputUpdate } from './graphql.generated.ts';

/** An image as stored and as sent (`Image` out, `ImageToBeSaved` in: the same two fields). */
export type ImageRef = Schema.Image;

export type ContentSection = Schema.ContentSection;

/** A post as the app holds it: every read selects these; only some select the gallery and the date. */
export type Post = Omit<
  Schema.Post,
  'contentSections' | 'image_urls' | 'date_posted' | 'user_id' | 'status' | 'publish_at' | 'updated_at' | 'language' | 'translations'
> & {
  contentSections: ContentSection[];
  /** The main image first. */
  image_url: ImageRef[];
  /** The gallery; only some queries select it. */
  image_urls?: ImageRef[];
  date_posted?: number;
  /** Its author (null when they are gone); only the admin's read selects it. */
  user_id?: string | null;
  /** Where it is in its lifecycle (shared/postLifecycle.ts); only admin reads select these. */
  status?: Schema.PostStatus;
  publish_at?: number | null;
  updated_at?: number;
  /** The language its text is in (public reads select it; English when they do not). */
  language?: Schema.Language;
  /** Its Kinyarwanda and French versions; only staff reads select them. */
  translations?: Schema.PostTranslation[];
};

/** What a card (or an admin row) shows of a post: the main image only, its content already cut by the cards' rule. */
export type PostCard = Omit<Schema.PostCard, 'status' | 'publish_at' | 'language'> & {
  /** Only admin rows select these. */
  status?: Schema.PostStatus;
  publish_at?: number | null;
  /** The language its title and content are in; the Activities page's cards select it (English when not). */
  language?: Schema.Language;
};

export type Subscriber = Schema.Subscriber;

export type User = Omit<Schema.User, 'password'> & {
  /** Kept in the contract for the replaced system's clients; always null. */
  password: null;
};

/** What the create form sends (user_id is accepted and ignored: the token decides the author). */
export type AddPostInput = Schema.PostInput;
/** What the edit form sends: images left out keep the post's own. */
export type UpdatePostInput = Schema.PostInputUpdate;

/** The one shape every failed call takes in the client: the error's message and its code. */
export interface ApiError {
  code: string;
  message: string;
  /** With SECOND_FACTOR_REQUIRED: the sign-in's challenge for login_second_factor. */
  challenge?: string;
  /** With BAD_USER_INPUT: the input field the refusal is about, when the server names one. */
  field?: string;
}

/** How far an upload has got: bytes of the request body sent so far, of `total`. */
export interface UploadProgress {
  loaded: number;
  total: number;
}
