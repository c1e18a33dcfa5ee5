-- Two-factor sign-in (TOTP). The secret is kept sealed (AES-256-GCM under a key derived from the
-- server's secret), never in clear; a row without enabled_at is a setup not yet confirmed.
-- last_used_step is the newest time step a code was accepted for: older and equal ones are refused.
CREATE TABLE two_factor (
  user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  secret_sealed text NOT NULL,
  enabled_at timestamptz,
  last_used_step bigint,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Recovery codes by their SHA-256 only; a used one keeps its row (used_at) and never works again.
CREATE TABLE two_factor_recovery_codes (
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (user_id, code_hash)
);

-- A sign-in waiting for its second factor, by the SHA-256 of the challenge given to the client:
-- valid until expires_at, for a few tries, once.
CREATE TABLE two_factor_challenges (
  challenge_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  tries integer NOT NULL DEFAULT 0,
  used_at timestamptz
);

CREATE INDEX two_factor_challenges_by_expiry ON two_factor_challenges (expires_at);
