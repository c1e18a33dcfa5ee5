-- What the Insights' reports read for the days that have closed (insight_rollups): a closed day's
-- roll-up never changes again, so its counts per page, source, language and device, and each post's
-- all-time counts by language, are added up once, when the day is marked closed, in the roll-up's
-- transaction. A period's report then reads a few rows a day instead of every cell of the roll-up;
-- the days not yet closed (today, and yesterday until its last roll-up) are read from insight_daily.

-- One row per closed day and page ((path, post id)), source, language or device.
CREATE TABLE insight_summary_daily (
  day date NOT NULL,
  dimension text NOT NULL CHECK (dimension IN ('page', 'source', 'language', 'device')),
  key text NOT NULL,
  post_id text NOT NULL DEFAULT '',
  views integer NOT NULL,
  visitors integer NOT NULL,
  PRIMARY KEY (day, dimension, key, post_id)
);

CREATE INDEX insight_summary_by_key ON insight_summary_daily (dimension, key, day);

-- Each post's views and visitors (added up day by day) by language over every closed day.
CREATE TABLE insight_post_totals (
  post_id text NOT NULL,
  language text NOT NULL,
  views bigint NOT NULL,
  visitors bigint NOT NULL,
  PRIMARY KEY (post_id, language)
);

CREATE OR REPLACE FUNCTION summarize_closed_insight_day() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO insight_summary_daily (day, dimension, key, post_id, views, visitors)
  SELECT NEW.day,
    CASE grouping(path, post_id, source, language, device) WHEN 7 THEN 'page' WHEN 27 THEN 'source' WHEN 29 THEN 'language' ELSE 'device' END,
    coalesce(path, source, language, device), coalesce(post_id, ''), sum(views), sum(visitors)
  FROM insight_daily WHERE day = NEW.day
  GROUP BY GROUPING SETS ((path, post_id), (source), (language), (device))
  ON CONFLICT (day, dimension, key, post_id) DO UPDATE SET views = EXCLUDED.views, visitors = EXCLUDED.visitors
  ; INSERT INTO insight_post_totals AS t (post_id, language, views, visitors)
  SELECT post_id, language, sum(views), sum(visitors) FROM insight_daily WHERE day = NEW.day AND post_id <> '' GROUP BY post_id, language
  ON CONFLICT (post_id, language) DO UPDATE SET views = t.views + EXCLUDED.views, visitors = t.visitors + EXCLUDED.visitors
  ; RETURN NULL
  ; END
$$;

CREATE TRIGGER insight_day_closed AFTER INSERT ON insight_rollups
  FOR EACH ROW EXECUTE FUNCTION summarize_closed_insight_day();

-- The days closed before this migration.
INSERT INTO insight_summary_daily (day, dimension, key, post_id, views, visitors)
SELECT day,
  CASE grouping(path, post_id, source, language, device) WHEN 7 THEN 'page' WHEN 27 THEN 'source' WHEN 29 THEN 'language' ELSE 'device' END,
  coalesce(path, source, language, device), coalesce(post_id, ''), sum(views), sum(visitors)
FROM insight_daily WHERE day IN (SELECT day FROM insight_rollups)
GROUP BY day, GROUPING SETS ((path, post_id), (source), (language), (device));

INSERT INTO insight_post_totals (post_id, language, views, visitors)
SELECT post_id, language, sum(views), sum(visitors) FROM insight_daily
WHERE post_id <> '' AND day IN (SELECT day FROM insight_rollups) GROUP BY post_id, language;
