-- A counter every write to posts moves, in the same transaction: a process that serves answers
-- from memory compares it before serving one, so that a change committed by another process is
-- never answered stale (the notification alone may arrive after the next request).
CREATE TABLE posts_version (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL
);

INSERT INTO posts_version (id, version) VALUES (true, 0);

CREATE OR REPLACE FUNCTION notify_posts_changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE posts_version SET version = version + 1; PERFORM pg_notify('bcf_posts_changed', current_schema()); RETURN NULL; END $$;
