-- Counts the Insights read that the product's own tables would lose: a subscriber's row is
-- deleted when they are erased and the outbox forgets its rows after 30 days, but how many
-- confirmed or left in an hour, and how many of a newsletter's recipients left within 7 days of
-- it, stay. Nothing here names anyone. Both are kept by triggers, so every way a subscription
-- changes (the links, the forms, staff) counts, in the transaction that changes it.

-- Per UTC hour (the reports group the hours into Kigali weeks): subscriptions that became ACTIVE
-- and ACTIVE ones that unsubscribed. bounced stays 0 until the product records bounces.
CREATE TABLE subscriber_counts (
  hour timestamptz PRIMARY KEY,
  confirmed integer NOT NULL DEFAULT 0,
  unsubscribed integer NOT NULL DEFAULT 0,
  bounced integer NOT NULL DEFAULT 0
);

-- Recipients who received the send (accepted by the mail server) and unsubscribed within 7 days of it.
ALTER TABLE newsletter_sends ADD COLUMN unsubscribed integer NOT NULL DEFAULT 0;

CREATE OR REPLACE FUNCTION count_subscriber_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  joined boolean := NEW.status = 'ACTIVE' AND (TG_OP = 'INSERT' OR OLD.status <> 'ACTIVE')
  ; departed boolean := TG_OP = 'UPDATE' AND NEW.status = 'UNSUBSCRIBED' AND OLD.status = 'ACTIVE'
  ; this_hour timestamptz := date_trunc('hour', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
  ; BEGIN
  IF joined OR departed THEN
    INSERT INTO subscriber_counts AS c (hour, confirmed, unsubscribed)
    VALUES (this_hour, CASE WHEN joined THEN 1 ELSE 0 END, CASE WHEN departed THEN 1 ELSE 0 END)
    ON CONFLICT (hour) DO UPDATE SET confirmed = c.confirmed + EXCLUDED.confirmed, unsubscribed = c.unsubscribed + EXCLUDED.unsubscribed
  ; END IF
  ; IF departed THEN
    UPDATE newsletter_sends s SET unsubscribed = s.unsubscribed + 1
    WHERE s.date_queued > now() - interval '7 days'
      AND EXISTS (SELECT 1 FROM mail_outbox o WHERE o.send_id = s.id AND o.subscriber_id = NEW.id AND o.status = 'sent')
  ; END IF
  ; RETURN NULL
  ; END
$$;

CREATE TRIGGER subscribers_counted AFTER INSERT OR UPDATE OF status ON subscribers
  FOR EACH ROW EXECUTE FUNCTION count_subscriber_change();

-- A post's views over all its days (the admin's post list and the post's page).
CREATE INDEX insight_daily_by_post ON insight_daily (post_id, day) WHERE post_id <> '';
