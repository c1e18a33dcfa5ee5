-- A subscriber's language: the page's language when they subscribed, changeable from
-- any e-mail's footer. Every address stored before languages existed subscribed in English.
ALTER TABLE subscribers ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('rw', 'en', 'fr'));

-- Counts the language changes made from e-mail links: each link carries the count it was signed
-- at, so a link works once and an older e-mail's links stop working after a change (no replay).
ALTER TABLE subscribers ADD COLUMN language_version integer NOT NULL DEFAULT 0;

-- A newsletter in the other languages: the send's own subject and bodies are the English version;
-- a recipient whose language has a row here gets that one (chosen when the message goes out, so a
-- change of language before then counts).
CREATE TABLE newsletter_send_versions (
  send_id text NOT NULL REFERENCES newsletter_sends (id) ON DELETE CASCADE,
  language text NOT NULL CHECK (language IN ('rw', 'fr')),
  subject text NOT NULL,
  html text NOT NULL,
  text_body text NOT NULL,
  PRIMARY KEY (send_id, language)
);
