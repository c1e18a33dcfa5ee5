CREATE TABLE users (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  email text NOT NULL UNIQUE,
  first_name text,
  second_name text,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE posts (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  seq bigserial NOT NULL UNIQUE,
  title text NOT NULL,
  content text NOT NULL,
  category text NOT NULL CHECK (category IN ('Celebrations', 'Events', 'Meetings', 'Stories')),
  content_sections jsonb NOT NULL DEFAULT '[]'::jsonb,
  youtube_video_url text,
  image_url jsonb NOT NULL DEFAULT '[]'::jsonb,
  image_urls jsonb NOT NULL DEFAULT '[]'::jsonb,
  date_posted timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  user_id text REFERENCES users (id) ON DELETE SET NULL
);

CREATE INDEX posts_newest_first ON posts (date_posted DESC, seq DESC);

CREATE TABLE subscribers (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  email text NOT NULL UNIQUE,
  date_subscribed timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE app_meta (
  key text PRIMARY KEY,
  value text NOT NULL
);
