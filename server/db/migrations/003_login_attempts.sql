-- Failed (or in-flight) login attempts, shared by every server process on this database.
CREATE TABLE login_attempts (
  id bigserial PRIMARY KEY,
  key text NOT NULL,
  attempted_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX login_attempts_by_key ON login_attempts (key, attempted_at);
