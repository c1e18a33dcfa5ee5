-- Password reset by e-mail: at most one live reset per account (a new request replaces the old),
-- its 256-bit token kept only as its SHA-256, valid 60 minutes, deleted when used.
CREATE TABLE password_resets (
  user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The reset e-mail and the security notices go through the outbox like every other e-mail.
ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_kind_check;
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_kind_check
  CHECK (kind IN ('confirm', 'welcome', 'contact_notice', 'subscriber_notice', 'newsletter', 'invitation', 'password_reset', 'security_notice'));
