-- Every server process keeps the public post queries' answers in memory; any change to posts,
-- from any process, tells them all to drop those answers. The payload is the schema, so servers
-- working in other schemas of the same database ignore it.
CREATE FUNCTION notify_posts_changed() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('bcf_posts_changed', current_schema()); RETURN NULL; END $$;

CREATE TRIGGER posts_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON posts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_posts_changed();
