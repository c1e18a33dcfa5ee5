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

-- Counters for limits checked on every request of a busy form (subscriptions per client address):
-- one row per key and fixed window, so judging a request is one upsert whatever the traffic.
CREATE TABLE rate_limit_counters (
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (key, window_start)
);

CREATE INDEX rate_limit_counters_by_window ON rate_limit_counters (window_start);
