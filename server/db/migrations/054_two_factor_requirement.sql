-- Who must sign in with two-factor, set by the Owner: OFF, ADMINISTRATOR_AND_UP or EVERYONE.
-- Kept in app_meta under one key; a missing row reads as OFF.
INSERT INTO app_meta (key, value) VALUES ('two_factor_requirement', 'OFF') ON CONFLICT (key) DO NOTHING;
