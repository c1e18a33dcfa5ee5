-- Messages sent through the Contact page, read by the staff in the admin area.
CREATE TABLE contact_messages (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  seq bigserial NOT NULL UNIQUE,
  name text NOT NULL,
  email text NOT NULL,
  message text NOT NULL,
  is_read boolean NOT NULL DEFAULT false,
  date_sent timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX contact_messages_newest_first ON contact_messages (date_sent DESC, seq DESC);

-- Login attempts become one kind of rate-limited event among others (contact messages per
-- address); keys now name their limit ("login:...", "contact:..."). The old rows are transient
-- and keyed the old way, so they go.
DELETE FROM login_attempts;

ALTER TABLE login_attempts RENAME TO rate_limit_events;

ALTER INDEX login_attempts_by_key RENAME TO rate_limit_events_by_key;

ALTER TABLE rate_limit_events RENAME COLUMN attempted_at TO happened_at;
