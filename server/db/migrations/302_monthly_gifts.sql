-- Monthly givers (server/giving/monthly/): a donor who ticked "Give every month" on the giving
-- form. On the same day of each month (a 31st: the month's last day), Kigali time, the donor is
-- e-mailed a reminder carrying a new pledge with a fresh reference; last_month is the month
-- (YYYY-MM) whose pledge was made, written in the same transaction as that pledge, so a month's
-- reminder is made once however many processes run. Stopped by the donor's signed link or by staff;
-- an erased donor's row keeps no name, address or phone.
CREATE TABLE monthly_gifts (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  seq bigserial NOT NULL UNIQUE,
  amount bigint NOT NULL CHECK (amount > 0),
  currency text NOT NULL CHECK (currency IN ('RWF', 'USD', 'EUR')),
  way text NOT NULL CHECK (way IN ('MTN_MOMO', 'AIRTEL_MONEY', 'BANK_TRANSFER', 'CASH', 'CARD')),
  campaign_id text REFERENCES campaigns (id) ON DELETE SET NULL,
  donor_name text NOT NULL DEFAULT '',
  donor_email text NOT NULL,
  donor_phone text NOT NULL DEFAULT '',
  language text NOT NULL DEFAULT 'en',
  day smallint NOT NULL CHECK (day BETWEEN 1 AND 31),
  started_at timestamptz NOT NULL DEFAULT now(),
  last_month text NOT NULL CHECK (last_month ~ '^\d{4}-\d{2}$'),
  last_reminded_at timestamptz,
  stopped_at timestamptz,
  stopped_by text NOT NULL DEFAULT '' CHECK (stopped_by IN ('', 'DONOR', 'STAFF', 'ERASED')),
  erased boolean NOT NULL DEFAULT false,
  CHECK ((stopped_at IS NULL) = (stopped_by = ''))
);

CREATE INDEX monthly_gifts_active ON monthly_gifts (last_month) WHERE stopped_at IS NULL;
CREATE INDEX monthly_gifts_by_mailbox ON monthly_gifts (donor_email) WHERE stopped_at IS NULL;
CREATE INDEX monthly_gifts_newest_first ON monthly_gifts (started_at DESC, seq DESC);

-- The pledges a monthly giving made: its first, and each month's reminder's.
ALTER TABLE gifts ADD COLUMN monthly_gift_id text REFERENCES monthly_gifts (id) ON DELETE SET NULL;
CREATE INDEX gifts_by_monthly ON gifts (monthly_gift_id) WHERE monthly_gift_id IS NOT NULL;
