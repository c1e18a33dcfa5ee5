import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openDb, type Db } from '../../db/index.ts';
import { migrate } from '../../db/migrate.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Opens the database (PGlite in dataDir, or PostgreSQL), brings its schema up to date, closes it last. */
export default fp(
  async function database(app: FastifyInstance) {
    const { dataDir, databaseUrl, databaseSchema } = app.config;
    const db = await openDb({ dataDir, databaseUrl, schema: databaseSchema });
    app.decorate('db', db);
    app.addHook('onClose', () => db.close());
    await migrate(db);
  },
  { name: 'database', dependencies: ['config'] },
);
