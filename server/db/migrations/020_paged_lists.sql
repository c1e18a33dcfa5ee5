-- Paged lists: the Activities page's cards, newest first with the id breaking ties,
-- for every post or one category; the admin tables page newest first on their existing indexes
-- (posts_newest_first, contact_messages_newest_first) and this one for subscribers.
CREATE INDEX posts_cards_newest_first ON posts (date_posted DESC, id DESC);

CREATE INDEX posts_cards_by_category ON posts (category, date_posted DESC, id DESC);

CREATE INDEX subscribers_newest_first ON subscribers (date_subscribed DESC, id);
