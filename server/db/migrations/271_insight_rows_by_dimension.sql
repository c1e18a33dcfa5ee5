-- The Insights' reads of a period's pages, languages and devices go by dimension, then day: an open
-- day's sources (a flood's made-up ones among them) are never walked through to reach them.
CREATE INDEX insight_summary_by_dimension ON insight_summary_daily (dimension, day);
