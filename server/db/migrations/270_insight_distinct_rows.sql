-- The Insights' roll-ups count each visitor once per row and day: a day's counts per page, source,
-- language, device and a post's language are kept in insight_summary_daily for every day (open or
-- closed), each row's visitors the distinct visitors of that row. They are made as views arrive,
-- never again from the whole day: a view is counted once (insight_views.counted), and which
-- visitors a row of an open day has already counted is kept, for that day only, in
-- insight_day_visitors; a visitor's source for the day is the source of their first view
-- (insight_day_arrivals), so the sources' visitors add up to the day's. When the day closes those
-- two go, and the sources past the day's most frequent are merged into one row.

ALTER TABLE insight_views ADD COLUMN counted boolean NOT NULL DEFAULT false;

CREATE INDEX insight_views_uncounted ON insight_views (id) WHERE NOT counted;

CREATE TABLE insight_day_visitors (
  day date NOT NULL,
  visitor bytea NOT NULL,
  dimension text NOT NULL,
  key text NOT NULL,
  post_id text NOT NULL,
  PRIMARY KEY (day, visitor, dimension, key, post_id)
);

CREATE TABLE insight_day_arrivals (
  day date NOT NULL,
  visitor bytea NOT NULL,
  source text NOT NULL,
  PRIMARY KEY (day, visitor)
);

ALTER TABLE insight_summary_daily DROP CONSTRAINT insight_summary_daily_dimension_check;
ALTER TABLE insight_summary_daily ADD CONSTRAINT insight_summary_daily_dimension_check
  CHECK (dimension IN ('page', 'source', 'language', 'device', 'post_language'));

-- The sources of a day, most visited first, as an open day's report reads them.
CREATE INDEX insight_summary_ranked ON insight_summary_daily (day, dimension, visitors DESC, views DESC, key);

-- The days whose single views are still here are counted again, the new way: what their closing
-- added to the posts' totals is taken back, and they are open again until the next roll-up.
UPDATE insight_post_totals t SET views = t.views - d.views, visitors = t.visitors - d.visitors
FROM (
  SELECT post_id, language, sum(views) AS views, sum(visitors) AS visitors FROM insight_daily
  WHERE post_id <> '' AND day IN (SELECT day FROM insight_rollups) AND day IN (SELECT DISTINCT day FROM insight_views)
  GROUP BY post_id, language
) d
WHERE t.post_id = d.post_id AND t.language = d.language;

DELETE FROM insight_summary_daily WHERE day IN (SELECT DISTINCT day FROM insight_views);
DELETE FROM insight_visitors_daily WHERE day IN (SELECT DISTINCT day FROM insight_views);
DELETE FROM insight_rollups WHERE day IN (SELECT DISTINCT day FROM insight_views);

-- A post's own visitors over all its days, languages together (language ''): for the days whose
-- single views were already gone, the sums they had.
INSERT INTO insight_post_totals (post_id, language, views, visitors)
SELECT post_id, '', sum(views), sum(visitors) FROM insight_summary_daily
WHERE dimension = 'page' AND post_id <> '' GROUP BY post_id;

DROP TABLE insight_daily;

-- A closed day's posts' counts join their totals: per post (language '') and per post and language.
CREATE OR REPLACE FUNCTION summarize_closed_insight_day() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO insight_post_totals AS t (post_id, language, views, visitors)
  SELECT post_id, CASE dimension WHEN 'page' THEN '' ELSE key END, views, visitors FROM insight_summary_daily
  WHERE day = NEW.day AND post_id <> '' AND dimension IN ('page', 'post_language')
  ON CONFLICT (post_id, language) DO UPDATE SET views = t.views + EXCLUDED.views, visitors = t.visitors + EXCLUDED.visitors
  ; RETURN NULL
  ; END
$$;
