-- Publishing with "send to subscribers" when nobody is subscribed publishes the post and skips the
-- send (the post keeps its send); the post's admin page says so from this time.
ALTER TABLE posts ADD COLUMN send_skipped_at timestamptz;
