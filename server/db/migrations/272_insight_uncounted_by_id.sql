-- The views not yet counted are found by id from where the last search ended (the primary key),
-- not by an index of the uncounted ones: each counted view leaves a dead entry in that index until
-- a vacuum, and PGlite runs none, so its every search walked all the views counted before.
DROP INDEX insight_views_uncounted;
