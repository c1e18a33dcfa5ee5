-- A gift may be pledged to be paid by card, on Flutterwave's hosted page (server/giving/payments/).
ALTER TABLE gifts DROP CONSTRAINT gifts_way_check;
ALTER TABLE gifts ADD CONSTRAINT gifts_way_check CHECK (way IN ('MTN_MOMO', 'AIRTEL_MONEY', 'BANK_TRANSFER', 'CASH', 'CARD'));
