-- A post in several languages (shared/postLanguages.ts): besides its English text (the
-- post's own title, content and sections), a Kinyarwanda and a French version, each
-- { title, content, contentSections }, kept as { "rw": {...}, "fr": {...} } (a language without
-- a version has no key). Drafts of published posts and revisions carry them, so autosave,
-- publishing the changes and restoring a revision keep every language together.
ALTER TABLE posts ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb;

ALTER TABLE post_drafts ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb;

ALTER TABLE post_revisions ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb;

-- Only the two other languages, and only objects: the validation's rule, kept by the database too.
ALTER TABLE posts ADD CONSTRAINT posts_translations_languages
  CHECK (jsonb_typeof(translations) = 'object' AND translations - 'rw' - 'fr' = '{}'::jsonb);

ALTER TABLE post_drafts ADD CONSTRAINT post_drafts_translations_languages
  CHECK (jsonb_typeof(translations) = 'object' AND translations - 'rw' - 'fr' = '{}'::jsonb);

ALTER TABLE post_revisions ADD CONSTRAINT post_revisions_translations_languages
  CHECK (jsonb_typeof(translations) = 'object' AND translations - 'rw' - 'fr' = '{}'::jsonb);
