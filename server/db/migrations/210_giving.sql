-- Giving (server/giving/): the foundation's campaigns, and every gift a donor pledged or staff
-- recorded, with its reference (what the donor writes in the payment), its status, and once
-- received its receipt number: BCF-<year>-<n>, numbered per year with no gap and no repeat
-- (receipt_numbers holds each year's last; taking the next locks that year's row until the gift
-- is written, so two processes never take one number, and a failed write gives its number back).
CREATE TABLE campaigns (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  seq bigserial NOT NULL UNIQUE,
  title jsonb NOT NULL,
  description jsonb NOT NULL,
  goal_rwf bigint NOT NULL CHECK (goal_rwf > 0),
  starts_on date NOT NULL,
  ends_on date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_on >= starts_on)
);

CREATE TABLE gifts (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  seq bigserial NOT NULL UNIQUE,
  reference text NOT NULL UNIQUE,
  status text NOT NULL DEFAULT 'PLEDGED' CHECK (status IN ('PLEDGED', 'RECEIVED', 'CANCELLED')),
  amount bigint NOT NULL CHECK (amount > 0),
  currency text NOT NULL CHECK (currency IN ('RWF', 'USD', 'EUR')),
  way text NOT NULL CHECK (way IN ('MTN_MOMO', 'AIRTEL_MONEY', 'BANK_TRANSFER', 'CASH')),
  campaign_id text REFERENCES campaigns (id) ON DELETE SET NULL,
  donor_name text NOT NULL DEFAULT '',
  donor_email text NOT NULL DEFAULT '',
  donor_phone text NOT NULL DEFAULT '',
  language text NOT NULL DEFAULT 'en',
  pledged_at timestamptz NOT NULL DEFAULT now(),
  received_rwf bigint CHECK (received_rwf > 0),
  received_on date,
  transaction_id text NOT NULL DEFAULT '',
  receipt_number text UNIQUE,
  erased boolean NOT NULL DEFAULT false,
  CHECK ((status = 'RECEIVED') = (receipt_number IS NOT NULL AND received_rwf IS NOT NULL AND received_on IS NOT NULL))
);

CREATE INDEX gifts_newest_first ON gifts (pledged_at DESC, seq DESC);
CREATE INDEX gifts_by_campaign ON gifts (campaign_id) WHERE status = 'RECEIVED';

CREATE TABLE receipt_numbers (
  year integer PRIMARY KEY,
  last integer NOT NULL
);

ALTER TABLE mail_outbox DROP CONSTRAINT mail_outbox_kind_check;
ALTER TABLE mail_outbox ADD CONSTRAINT mail_outbox_kind_check
  CHECK (kind IN ('confirm', 'welcome', 'contact_notice', 'subscriber_notice', 'newsletter', 'invitation', 'password_reset', 'security_notice', 'pledge', 'receipt'));
