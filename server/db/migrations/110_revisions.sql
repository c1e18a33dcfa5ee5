-- Drafts of published posts and revisions.
-- post_drafts: the unpublished changes of a published post, kept apart so that the editor's
-- autosave never changes what visitors see; publishPost applies them, updatePost drops them.
-- No trigger bumps posts_version here: the read cache and every public read stay as they are.
CREATE TABLE post_drafts (
  post_id text PRIMARY KEY REFERENCES posts (id) ON DELETE CASCADE,
  title text NOT NULL,
  content text NOT NULL,
  category text NOT NULL CHECK (category IN ('Celebrations', 'Events', 'Meetings', 'Stories')),
  content_sections jsonb NOT NULL DEFAULT '[]'::jsonb,
  youtube_video_url text,
  image_url jsonb NOT NULL DEFAULT '[]'::jsonb,
  image_urls jsonb NOT NULL DEFAULT '[]'::jsonb,
  user_id text REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- post_revisions: a post's content at every publish, at autosaves ten minutes apart and at each
-- restore; the newest 50 of each post are kept (server/repositories/revisions.ts).
CREATE TABLE post_revisions (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  seq bigserial NOT NULL UNIQUE,
  post_id text NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  title text NOT NULL,
  content text NOT NULL,
  category text NOT NULL CHECK (category IN ('Celebrations', 'Events', 'Meetings', 'Stories')),
  content_sections jsonb NOT NULL DEFAULT '[]'::jsonb,
  youtube_video_url text,
  image_url jsonb NOT NULL DEFAULT '[]'::jsonb,
  image_urls jsonb NOT NULL DEFAULT '[]'::jsonb,
  user_id text REFERENCES users (id) ON DELETE SET NULL,
  kind text NOT NULL CHECK (kind IN ('PUBLISH', 'SCHEDULED', 'AUTOSAVE', 'RESTORE')),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX post_revisions_newest_first ON post_revisions (post_id, created_at DESC, seq DESC);
