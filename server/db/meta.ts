import type { Queryable } from './index.ts';

/** The app_meta key of the Owner's two-factor requirement (migration 054). */
export const TWO_FACTOR_REQUIREMENT_KEY = 'two_factor_requirement';

/** Small facts about the database itself (e.g. whether the sample content was written). */
export function metaRepository(db: Queryable) {
  return {
    async get(key: string): Promise<string | null> {
      const rows = await db.query<{ value: string }>('SELECT value FROM app_meta WHERE key = $1', [key]);
      return rows[0]?.value ?? null;
    },
    /** Sets the key, whatever it held. */
    async set(key: string, value: string): Promise<void> {
      await db.query(
        'INSERT INTO app_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value',
        [key, value],
      );
    },
    /** Sets the key only if it is unset; answers whether this call set it. */
    async claim(key: string, value: string): Promise<boolean> {
      const rows = await db.query(
        'INSERT INTO app_meta (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING RETURNING key',
        [key, value],
      );
      return rows.length > 0;
    },
  };
}
