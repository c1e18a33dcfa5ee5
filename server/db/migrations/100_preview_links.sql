-- Preview links: a secret address at which a post not yet public is shown as visitors
-- will see it, to anyone holding it, for 14 days. The 128-bit token is stored only as its SHA-256:
-- a copy of the database opens no preview. Revoking deletes a post's links; run-out ones are
-- deleted by the housekeeping sweep (and when a new link of the same post is made).
CREATE TABLE preview_links (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  post_id text NOT NULL REFERENCES posts (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  created_by text REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);

CREATE INDEX preview_links_post ON preview_links (post_id);

CREATE INDEX preview_links_expiry ON preview_links (expires_at);
