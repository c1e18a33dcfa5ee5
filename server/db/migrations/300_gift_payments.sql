-- Paying online (server/giving/payments/): each attempt to pay a pledge through a provider (MTN
-- MoMo's request to pay, Flutterwave's hosted page), under the provider's reference for it
-- (MoMo's X-Reference-Id, Flutterwave's tx_ref). An attempt still STARTING or PENDING is checked
-- with the provider on a schedule (next_check_at, backing off, until deadline_at); claimed_until
-- is the lease of the one process checking it now. The gift keeps the hash of the secret the
-- pledging browser was given (only that browser may ask to pay), and how it was paid online.
ALTER TABLE gifts ADD COLUMN pay_token_hash text NOT NULL DEFAULT '';
ALTER TABLE gifts ADD COLUMN paid_online text NOT NULL DEFAULT '' CHECK (paid_online IN ('', 'MTN_MOMO', 'FLUTTERWAVE'));

CREATE TABLE gift_payments (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  seq bigserial NOT NULL UNIQUE,
  gift_id text NOT NULL REFERENCES gifts (id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider IN ('MTN_MOMO', 'FLUTTERWAVE')),
  provider_ref text NOT NULL UNIQUE,
  payer text NOT NULL DEFAULT '',
  amount bigint NOT NULL CHECK (amount > 0),
  currency text NOT NULL CHECK (currency IN ('RWF', 'USD', 'EUR')),
  status text NOT NULL DEFAULT 'STARTING' CHECK (status IN ('STARTING', 'PENDING', 'SUCCESSFUL', 'FAILED', 'UNDERPAID', 'EXPIRED', 'CANCELLED')),
  reason text NOT NULL DEFAULT '',
  provider_transaction_id text NOT NULL DEFAULT '',
  paid_amount text NOT NULL DEFAULT '',
  paid_currency text NOT NULL DEFAULT '',
  origin text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  checks integer NOT NULL DEFAULT 0,
  next_check_at timestamptz NOT NULL DEFAULT now(),
  deadline_at timestamptz NOT NULL,
  claimed_until timestamptz
);

CREATE INDEX gift_payments_due ON gift_payments (next_check_at) WHERE status IN ('STARTING', 'PENDING');
CREATE INDEX gift_payments_by_gift ON gift_payments (gift_id, seq DESC);
