-- Where a pledge's visit came from (the referring host, 'newsletter' or another ref, '' for a
-- direct visit) and the site page the visit began on ('/DonatePage', '/ActivityDetailsPage/<id>'),
-- as the server checked them ('' for anything else). Only ever counted together (the Insights'
-- giving part); erased with the donor's details.
ALTER TABLE gifts ADD COLUMN arrival_source text NOT NULL DEFAULT '' CHECK (length(arrival_source) <= 64);
ALTER TABLE gifts ADD COLUMN arrival_path text NOT NULL DEFAULT '' CHECK (length(arrival_path) <= 200);

-- The Insights' giving part reads gifts by when they were received too.
CREATE INDEX gifts_by_received_on ON gifts (received_on) WHERE status = 'RECEIVED';
