-- Insights (server/insights/): public page views counted without a tracker. No row holds an IP
-- address or a user agent: a visitor is a SHA-256 of (the day's salt, the client address, the user
-- agent, the site's host), and each Kigali day's salt is random and deleted once the day before
-- yesterday has passed, after which no hash can be tied to anyone.
CREATE TABLE insight_salts (
  day date PRIMARY KEY,
  salt bytea NOT NULL
);

-- Single views, kept INSIGHTS_RAW_DAYS days. path is the route's path as the route table spells
-- it ('/', '/DonatePage', no language prefix); a post's page is '/ActivityDetailsPage/:postId'
-- with post_id set. source is the referring host (lower case, no port, no "www."), the ref or
-- utm_source parameter, or '' for a direct or in-site visit.
CREATE TABLE insight_views (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL,
  day date NOT NULL,
  path text NOT NULL CHECK (length(path) <= 200),
  post_id text CHECK (length(post_id) <= 100),
  language text NOT NULL CHECK (language IN ('en', 'rw', 'fr')),
  source text NOT NULL DEFAULT '' CHECK (length(source) <= 255),
  device text NOT NULL CHECK (device IN ('PHONE', 'TABLET', 'DESKTOP')),
  visitor bytea NOT NULL CHECK (length(visitor) = 32)
);

CREATE INDEX insight_views_by_day ON insight_views (day);
CREATE INDEX insight_views_by_time ON insight_views (at);

-- What the reports read: views and distinct visitors per day and cell, recomputed from the raw
-- rows while they exist (today every minute, a closed day once more), kept after the raw rows go.
CREATE TABLE insight_daily (
  day date NOT NULL,
  path text NOT NULL,
  post_id text NOT NULL DEFAULT '',
  language text NOT NULL,
  source text NOT NULL,
  device text NOT NULL,
  views integer NOT NULL,
  visitors integer NOT NULL,
  PRIMARY KEY (day, path, post_id, language, source, device)
);

-- Distinct visitors per day across every page (the cells above cannot be summed for them).
CREATE TABLE insight_visitors_daily (
  day date PRIMARY KEY,
  visitors integer NOT NULL,
  views integer NOT NULL
);

-- The closed days rolled up since they closed: a closed day is rolled up once more, then left.
CREATE TABLE insight_rollups (
  day date PRIMARY KEY,
  closed_at timestamptz NOT NULL DEFAULT now()
);
