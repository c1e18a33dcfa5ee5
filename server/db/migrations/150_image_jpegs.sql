-- Each upload's one JPEG (at most 1200 pixels wide), for e-mails and link previews, which cannot
-- all show WebP. Uploads stored before this table get theirs on the first request for it
-- (server/uploads/jpeg.ts), made from their largest WebP variant.
CREATE TABLE image_jpegs (
  hash text PRIMARY KEY REFERENCES images (hash) ON DELETE CASCADE,
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  bytes bytea NOT NULL
);
