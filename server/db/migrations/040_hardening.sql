-- Sessions that a password change ends: every admin token carries the version it was signed at,
-- and a token of an older version is refused on its next request.
ALTER TABLE users ADD COLUMN session_version integer NOT NULL DEFAULT 0;

-- The outbox forgets sent, failed and skipped rows after 30 days; a newsletter send keeps its
-- counts by adding what was forgotten to its own row first.
ALTER TABLE newsletter_sends ADD COLUMN pruned_sent integer NOT NULL DEFAULT 0;
ALTER TABLE newsletter_sends ADD COLUMN pruned_failed integer NOT NULL DEFAULT 0;
ALTER TABLE newsletter_sends ADD COLUMN pruned_settled integer NOT NULL DEFAULT 0;
ALTER TABLE newsletter_sends ADD COLUMN pruned_finished_at timestamptz;

CREATE INDEX mail_outbox_finished ON mail_outbox (finished_at) WHERE status <> 'queued';

-- Subscriptions never confirmed are deleted 7 days after their last link went out.
CREATE INDEX subscribers_pending ON subscribers (confirmation_sent_at) WHERE status = 'PENDING';
