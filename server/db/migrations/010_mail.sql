-- E-mail: double opt-in, the outbox every message goes through, and newsletter sends.
-- Addresses stored before e-mail existed were taken as subscribed at once: they stay ACTIVE.
ALTER TABLE subscribers ADD COLUMN status text NOT NULL DEFAULT 'ACTIVE'
  CHECK (status IN ('PENDING', 'ACTIVE', 'UNSUBSCRIBED'));

-- When the last confirmation link went out (at most one every 10 minutes per address).
ALTER TABLE subscribers ADD COLUMN confirmation_sent_at timestamptz;

-- The category of the last post e-mailed to this address.
ALTER TABLE subscribers ADD COLUMN last_category_sent text;

CREATE INDEX subscribers_active ON subscribers (id) WHERE status = 'ACTIVE';

-- One row per post sent to the subscribers: a post goes out once. The message is rendered when
-- the send is queued, so editing or deleting the post later changes nothing already queued.
CREATE TABLE newsletter_sends (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  seq bigserial NOT NULL UNIQUE,
  post_id text NOT NULL UNIQUE,
  title text NOT NULL,
  category text NOT NULL,
  subject text NOT NULL,
  html text NOT NULL,
  text_body text NOT NULL,
  total integer NOT NULL,
  date_queued timestamptz NOT NULL DEFAULT now()
);

-- Every e-mail, written in the same transaction as what causes it; the worker sends from here.
-- Newsletter rows take their subject and bodies from their send.
CREATE TABLE mail_outbox (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('confirm', 'welcome', 'contact_notice', 'subscriber_notice', 'newsletter')),
  recipient text NOT NULL,
  subject text,
  html text,
  text_body text,
  reply_to text,
  send_id text REFERENCES newsletter_sends (id) ON DELETE CASCADE,
  subscriber_id text,
  -- skipped: a newsletter whose subscriber left (unsubscribed or deleted) before it went out.
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed', 'skipped')),
  attempts integer NOT NULL DEFAULT 0,
  run_at timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);

CREATE INDEX mail_outbox_due ON mail_outbox (run_at, id) WHERE status = 'queued';

CREATE INDEX mail_outbox_by_send ON mail_outbox (send_id, status) WHERE send_id IS NOT NULL;
