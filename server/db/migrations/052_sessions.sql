-- One row per sign-in: the token names its row, and every authenticated request checks that the row
-- is still open (not ended, not idle too long, not too old), so ending a session takes effect on the
-- next request rather than when its token runs out.
CREATE TABLE sessions (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  ip text NOT NULL DEFAULT '',
  user_agent text NOT NULL DEFAULT '',
  ended_at timestamptz
);

CREATE INDEX sessions_by_user ON sessions (user_id, created_at DESC);
-- The housekeeping sweep finds rows that can no longer be used by when they last were.
CREATE INDEX sessions_by_last_seen ON sessions (last_seen_at);
