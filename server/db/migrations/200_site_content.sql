-- The foundation's own words, as staff edit them (server/siteContent/): one row per section
-- (shared/siteContent/schema.ts) with its published content and the draft staff work on, and a
-- revision of every publish and restore. Rows are seeded at start from the defaults.
-- version moves with every save, publish, discard and restore: an editor's write names the
-- version it was made on, and one made on an older version is refused.
CREATE TABLE site_content (
  section text PRIMARY KEY,
  content jsonb NOT NULL,
  published_at timestamptz NOT NULL DEFAULT now(),
  published_by text REFERENCES users (id) ON DELETE SET NULL,
  draft jsonb,
  version integer NOT NULL DEFAULT 1,
  changed_at timestamptz NOT NULL DEFAULT now(),
  changed_by text REFERENCES users (id) ON DELETE SET NULL
);

CREATE TABLE site_content_revisions (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  seq bigserial NOT NULL UNIQUE,
  section text NOT NULL REFERENCES site_content (section) ON DELETE CASCADE,
  content jsonb NOT NULL,
  user_id text REFERENCES users (id) ON DELETE SET NULL,
  kind text NOT NULL CHECK (kind IN ('PUBLISH', 'RESTORE')),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX site_content_revisions_newest_first ON site_content_revisions (section, seq DESC);

-- The public pages read the published content through the read cache: a change to it drops the
-- cache in every process as a change to posts does (migration 030). Drafts move nothing.
CREATE TRIGGER site_content_published AFTER UPDATE ON site_content
  FOR EACH ROW WHEN (OLD.content IS DISTINCT FROM NEW.content) EXECUTE FUNCTION notify_posts_changed();

CREATE TRIGGER site_content_seeded AFTER INSERT OR DELETE ON site_content
  FOR EACH ROW EXECUTE FUNCTION notify_posts_changed();
