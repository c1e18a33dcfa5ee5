-- A statement that changes no post (deleting or updating an unknown id) must not move the counter
-- or tell every process to drop its answers: the change trigger fires per changed row instead of
-- per statement (pg_notify sends one notification per transaction for the same payload).
DROP TRIGGER posts_changed ON posts;

CREATE TRIGGER posts_changed AFTER INSERT OR UPDATE OR DELETE ON posts
  FOR EACH ROW EXECUTE FUNCTION notify_posts_changed();

CREATE TRIGGER posts_truncated AFTER TRUNCATE ON posts
  FOR EACH STATEMENT EXECUTE FUNCTION notify_posts_changed();
