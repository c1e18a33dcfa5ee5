-- Staff accounts come by invitation. An account is ACTIVE once its person accepted; a pending
-- invitation lives in `invitations` (the Users page lists both). The link's token is stored only as
-- its SHA-256: a copy of the database opens no account.
ALTER TABLE users ADD COLUMN status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'INVITED'));

CREATE TABLE invitations (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  email text NOT NULL,
  -- Nobody is invited as Owner: ownership only moves by a transfer.
  role text NOT NULL CHECK (role IN ('ADMINISTRATOR', 'EDITOR', 'AUTHOR', 'CONTRIBUTOR')),
  token_hash text NOT NULL UNIQUE,
  invited_by text REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  cancelled_at timestamptz
);

-- One open invitation per address (an expired one is cancelled before a new one is made).
CREATE UNIQUE INDEX invitations_one_open ON invitations (email) WHERE accepted_at IS NULL AND cancelled_at IS NULL;

-- The invitation e-mail goes through the outbox like every other.
ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_kind_check;
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_kind_check
  CHECK (kind IN ('confirm', 'welcome', 'contact_notice', 'subscriber_notice', 'newsletter', 'invitation'));
