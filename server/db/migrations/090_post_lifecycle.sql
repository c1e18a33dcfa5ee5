-- The post lifecycle (shared/postLifecycle.ts): a post is a draft, in review,
-- scheduled (publish_at) or published; only published posts are public. Posts written before
-- stay published. send_on_publish: the newsletter send is queued when the post is published
-- (by the scheduler, in the same statement's transaction).
ALTER TABLE posts
  ADD COLUMN status text NOT NULL DEFAULT 'PUBLISHED' CHECK (status IN ('DRAFT', 'IN_REVIEW', 'SCHEDULED', 'PUBLISHED')),
  ADD COLUMN publish_at timestamptz,
  ADD COLUMN send_on_publish boolean NOT NULL DEFAULT false;

-- A scheduled post has its time; no other keeps one.
ALTER TABLE posts ADD CONSTRAINT posts_publish_at_when_scheduled CHECK ((status = 'SCHEDULED') = (publish_at IS NOT NULL));

-- The public lists read published posts only, newest first, from indexes holding only those:
-- the cards (every post or one category, the id breaking ties; migration 020's indexes, now
-- partial under their names), getAllPosts and the sitemap.
DROP INDEX posts_cards_newest_first;

DROP INDEX posts_cards_by_category;

CREATE INDEX posts_cards_newest_first ON posts (date_posted DESC, id DESC) WHERE status = 'PUBLISHED';

CREATE INDEX posts_cards_by_category ON posts (category, date_posted DESC, id DESC) WHERE status = 'PUBLISHED';

CREATE INDEX posts_published_newest_first ON posts (date_posted DESC, seq DESC) WHERE status = 'PUBLISHED';

-- The scheduler's claim: the scheduled posts whose time has come.
CREATE INDEX posts_scheduled_due ON posts (publish_at) WHERE status = 'SCHEDULED';
