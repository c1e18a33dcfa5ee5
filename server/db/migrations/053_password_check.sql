-- When the session's person last proved their password: signing in does, and so does
-- confirmPassword. Sensitive actions (two-factor changes, the subscribers' export, role changes)
-- need it within the last 10 minutes. Sessions opened before this column existed have none.
ALTER TABLE sessions ADD COLUMN password_checked_at timestamptz;
