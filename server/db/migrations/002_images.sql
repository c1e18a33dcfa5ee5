-- Uploaded images, content-addressed by the SHA-256 of the bytes that were sent.
CREATE TABLE images (
  hash text PRIMARY KEY CHECK (hash ~ '^[0-9a-f]{64}$'),
  format text NOT NULL,
  byte_size integer NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The re-encoded WebP files served to browsers, one per width.
CREATE TABLE image_variants (
  hash text NOT NULL REFERENCES images (hash) ON DELETE CASCADE,
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  bytes bytea NOT NULL,
  PRIMARY KEY (hash, width)
);
