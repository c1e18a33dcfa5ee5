-- Mail that came back (server/bounces/): bounces and complaints, read from the bounce mailbox or
-- reported by a relay's webhook, each tied by a signed token to one sent outbox message.

-- A subscriber whose mail bounces for good (or three times for a while within 30 days) is BOUNCED:
-- no newsletter goes to them until staff mail them again.
ALTER TABLE subscribers DROP CONSTRAINT subscribers_status_check;
ALTER TABLE subscribers ADD CONSTRAINT subscribers_status_check CHECK (status IN ('PENDING', 'ACTIVE', 'UNSUBSCRIBED', 'BOUNCED'));

-- Why mail to a subscriber stopped: 'bounced' (status BOUNCED) or 'complained' (status UNSUBSCRIBED,
-- for good: only a new, confirmed subscription clears it). The e-mail's kind, the receiver's reason
-- and when. mail_again_at: when staff last mailed them again; temporary failures count from there.
ALTER TABLE subscribers ADD COLUMN mail_problem text CHECK (mail_problem IN ('bounced', 'complained'));
ALTER TABLE subscribers ADD COLUMN mail_problem_email text;
ALTER TABLE subscribers ADD COLUMN mail_problem_reason text;
ALTER TABLE subscribers ADD COLUMN mail_problem_at timestamptz;
ALTER TABLE subscribers ADD COLUMN mail_again_at timestamptz;

-- A pledge's instructions and its receipt name their gift.
ALTER TABLE mail_outbox ADD COLUMN gift_id text;

-- One row per bounce or complaint tied to a sent message. event_key makes an event count once: the
-- webhook's 'webhook:<the relay's event id>', the mailbox's 'mailbox:<SHA-256 of the message>'.
-- recipient (lower case) is personal data: erased with its subscriber, donor or staff member.
CREATE TABLE mail_events (
  id bigserial PRIMARY KEY,
  event_key text NOT NULL UNIQUE CHECK (length(event_key) <= 300),
  source text NOT NULL CHECK (source IN ('mailbox', 'webhook')),
  type text NOT NULL CHECK (type IN ('permanent', 'temporary', 'complaint')),
  outbox_id bigint NOT NULL,
  email_kind text NOT NULL,
  recipient text NOT NULL,
  subscriber_id text,
  send_id text,
  gift_id text,
  reason text NOT NULL DEFAULT '' CHECK (length(reason) <= 300),
  at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX mail_events_by_recipient ON mail_events (recipient, at);
CREATE INDEX mail_events_by_outbox ON mail_events (outbox_id, type);
CREATE INDEX mail_events_by_subscriber ON mail_events (subscriber_id, at) WHERE subscriber_id IS NOT NULL;
CREATE INDEX mail_events_by_gift ON mail_events (gift_id, at) WHERE gift_id IS NOT NULL;

-- A send's recipients whose newsletter bounced for good, and who reported it as spam (each
-- recipient once): kept on the send, as its other counts are, after the outbox forgets its rows.
ALTER TABLE newsletter_sends ADD COLUMN bounced integer NOT NULL DEFAULT 0;
ALTER TABLE newsletter_sends ADD COLUMN complaints integer NOT NULL DEFAULT 0;

-- The webhook's signatures within their tolerance: the same signed request twice is refused.
CREATE TABLE mail_event_requests (
  signature text PRIMARY KEY CHECK (length(signature) <= 200),
  at timestamptz NOT NULL DEFAULT now()
);

-- The bounce mailbox's reader: one process at a time holds it (holder, until locked_until), and
-- how far it has read (the folder's UIDVALIDITY and the last UID looked at), so a message left
-- in the inbox for a person is not read again at every poll.
CREATE TABLE bounce_mailbox (
  id integer PRIMARY KEY CHECK (id = 1),
  holder text,
  locked_until timestamptz,
  uid_validity text,
  last_uid bigint NOT NULL DEFAULT 0
);
INSERT INTO bounce_mailbox (id) VALUES (1);

-- subscriber_counts.bounced: ACTIVE subscribers who became BOUNCED in the hour.
CREATE OR REPLACE FUNCTION count_subscriber_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  joined boolean := NEW.status = 'ACTIVE' AND (TG_OP = 'INSERT' OR OLD.status <> 'ACTIVE')
  ; departed boolean := TG_OP = 'UPDATE' AND NEW.status = 'UNSUBSCRIBED' AND OLD.status = 'ACTIVE'
  ; bounced boolean := TG_OP = 'UPDATE' AND NEW.status = 'BOUNCED' AND OLD.status = 'ACTIVE'
  ; this_hour timestamptz := date_trunc('hour', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
  ; BEGIN
  IF joined OR departed OR bounced THEN
    INSERT INTO subscriber_counts AS c (hour, confirmed, unsubscribed, bounced)
    VALUES (this_hour, CASE WHEN joined THEN 1 ELSE 0 END, CASE WHEN departed THEN 1 ELSE 0 END, CASE WHEN bounced THEN 1 ELSE 0 END)
    ON CONFLICT (hour) DO UPDATE SET confirmed = c.confirmed + EXCLUDED.confirmed, unsubscribed = c.unsubscribed + EXCLUDED.unsubscribed,
      bounced = c.bounced + EXCLUDED.bounced
  ; END IF
  ; IF departed THEN
    UPDATE newsletter_sends s SET unsubscribed = s.unsubscribed + 1
    WHERE s.date_queued > now() - interval '7 days'
      AND EXISTS (SELECT 1 FROM mail_outbox o WHERE o.send_id = s.id AND o.subscriber_id = NEW.id AND o.status = 'sent')
  ; END IF
  ; RETURN NULL
  ; END
$$;
