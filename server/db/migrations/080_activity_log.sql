-- The activity log: who did what, when, from where. Append-only: no repository updates or deletes
-- a row, and the trigger below refuses it (but for rows past the kept period, which housekeeping
-- may prune from the oldest end). Each row carries the SHA-256 of the previous row's hash and its
-- own content (server/activity/chain.ts), so `npm run admin -- verify-activity-log` finds a row
-- changed or removed in the middle.
CREATE TABLE activity_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL,
  -- The person who acted; their e-mail stays when they are removed, so the row still reads.
  actor_id text REFERENCES users (id) ON DELETE SET NULL,
  -- Their id as written, which the hash covers (actor_id above goes NULL with the person).
  actor_key text,
  actor_email text,
  action text NOT NULL,
  target text,
  ip text NOT NULL DEFAULT '',
  user_agent text NOT NULL DEFAULT '',
  detail text,
  prev_hash text NOT NULL,
  hash text NOT NULL
);

CREATE INDEX activity_log_by_actor ON activity_log (actor_id, id DESC);
CREATE INDEX activity_log_by_action ON activity_log (action, id DESC);
CREATE INDEX activity_log_by_actor_email ON activity_log (actor_email, id DESC);

-- The chain's head: appends lock this one row (SELECT ... FOR UPDATE), so that two writers, in one
-- process or two, never both link to the same previous row.
CREATE TABLE activity_log_head (
  one boolean PRIMARY KEY DEFAULT true CHECK (one),
  last_hash text NOT NULL
);
INSERT INTO activity_log_head (one, last_hash) VALUES (true, repeat('0', 64));

-- Kept at least a year: only rows older than 400 days may be deleted, and no row changed but for
-- actor_id going NULL when the person is removed (ON DELETE SET NULL), nothing else with it.
CREATE FUNCTION activity_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND OLD.at < now() - interval '400 days' THEN RETURN OLD; END IF; IF TG_OP = 'UPDATE'
    AND OLD.actor_id IS NOT NULL AND NEW.actor_id IS NULL
    AND (NEW.id, NEW.at, NEW.actor_key, NEW.actor_email, NEW.action, NEW.target, NEW.ip, NEW.user_agent,
         NEW.detail, NEW.prev_hash, NEW.hash)
        IS NOT DISTINCT FROM
        (OLD.id, OLD.at, OLD.actor_key, OLD.actor_email, OLD.action, OLD.target, OLD.ip, OLD.user_agent,
         OLD.detail, OLD.prev_hash, OLD.hash) THEN RETURN NEW; END IF; RAISE EXCEPTION 'activity_log is append-only'
  ; END
$$;

CREATE TRIGGER activity_log_append_only BEFORE UPDATE OR DELETE ON activity_log
  FOR EACH ROW EXECUTE FUNCTION activity_log_append_only();
