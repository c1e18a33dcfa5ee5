import type { Queryable } from '../db/index.ts';

export interface ImageVariant {
  width: number;
  height: number;
  bytes: Buffer;
}

/** An image ready to store: what was sent, its WebP variants and its one JPEG. */
export interface StoredImage {
  hash: string;
  format: string;
  byteSize: number;
  width: number;
  height: number;
  variants: ImageVariant[];
  jpeg: ImageVariant;
}

export interface VariantSize {
  width: number;
  height: number;
}

// PGlite answers bytea as a Uint8Array, pg as a Buffer: hand out Buffers either way, without copying.
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

export function imagesRepository(db: Queryable) {
  /**
   * Stores an upload's JPEG unless one is already stored (a row is written whole or not at all:
   * no reader ever sees part of one); answers whether this call wrote it.
   */
  const insertJpeg = async (hash: string, jpeg: ImageVariant): Promise<boolean> => {
    const rows = await db.query(
      `INSERT INTO image_jpegs (hash, width, height, bytes) VALUES ($1, $2, $3, $4)
       ON CONFLICT (hash) DO NOTHING RETURNING hash`,
      [hash, jpeg.width, jpeg.height, jpeg.bytes],
    );
    return rows.length > 0;
  };

  return {
    async count(): Promise<number> {
      const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM images');
      return rows[0]?.n ?? 0;
    },

    /** The size of the largest stored variant, or null when the image is unknown. */
    async largestSize(hash: string): Promise<VariantSize | null> {
      const rows = await db.query<VariantSize>(
        'SELECT width, height FROM image_variants WHERE hash = $1 ORDER BY width DESC LIMIT 1',
        [hash],
      );
      return rows[0] ?? null;
    },

    /** One variant's bytes: the given width, or the largest when width is absent. */
    async variant(hash: string, width?: number): Promise<ImageVariant | null> {
      const rows =
        width === undefined
          ? await db.query<ImageVariant>(
              'SELECT width, height, bytes FROM image_variants WHERE hash = $1 ORDER BY width DESC LIMIT 1',
              [hash],
            )
          : await db.query<ImageVariant>(
              'SELECT width, height, bytes FROM image_variants WHERE hash = $1 AND width = $2',
              [hash, width],
            );
      const row = rows[0];
      return row ? { ...row, bytes: asBuffer(row.bytes) } : null;
    },

    /** The upload's one JPEG, or null when it is not (yet) stored. */
    async jpeg(hash: string): Promise<ImageVariant | null> {
      const rows = await db.query<ImageVariant>('SELECT width, height, bytes FROM image_jpegs WHERE hash = $1', [hash]);
      const row = rows[0];
      return row ? { ...row, bytes: asBuffer(row.bytes) } : null;
    },

    insertJpeg,

    /**
     * Stores the image and its variants unless the same bytes are already stored; answers whether
     * this call wrote them. Call it inside a transaction: a concurrent insert of the same hash
     * waits on the primary key and then does nothing.
     */
    async insert(image: StoredImage): Promise<boolean> {
      const rows = await db.query(
        `INSERT INTO images (hash, format, byte_size, width, height) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (hash) DO NOTHING RETURNING hash`,
        [image.hash, image.format, image.byteSize, image.width, image.height],
      );
      if (rows.length === 0) return false;
      await insertJpeg(image.hash, image.jpeg);
      for (const variant of image.variants) {
        await db.query(
          `INSERT INTO image_variants (hash, width, height, bytes) VALUES ($1, $2, $3, $4)
           ON CONFLICT (hash, width) DO NOTHING`,
          [image.hash, variant.width, variant.height, variant.bytes],
        );
      }
      return true;
    },
  };
}

export type ImagesRepository = ReturnType<typeof imagesRepository>;
