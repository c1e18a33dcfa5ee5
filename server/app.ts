import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import mercurius, { type IResolvers, type MercuriusOptions } from 'mercurius';
import { readFileSync } from 'node:fs';
import { bootstrapAdmin, type BootstrapResult } from './auth/bootstrap.ts';
import { loadJwtSecret } from './auth/secret.ts';
import { tokenService } from './auth/tokens.ts';
import { openDb, type Db } from './db/index.ts';
import { migrate } from './db/migrate.ts';
import { contextFor } from './graphql/context.ts';
import { formatExecution } from './graphql/errors.ts';
import { resolvers } from './graphql/resolvers/index.ts';
import { repositories } from './repositories/index.ts';
import { seedSampleContent } from './seed/index.ts';
import { registerSpa } from './spa.ts';
import { uploadLimits, type UploadLimits } from './uploads/limits.ts';
import { uploadRoutes } from './uploads/routes.ts';

const schema = readFileSync(new URL('./graphql/schema.graphql', import.meta.url), 'utf8');

export interface AppOptions {
  dataDir: string;
  databaseUrl?: string;
  /** PostgreSQL schema to use (tests run each in its own). */
  databaseSchema?: string;
  jwtSecret?: string;
  adminEmail?: string;
  adminPassword?: string;
  distDir: string;
  production?: boolean;
  /** Write the sample posts on a new database (default true). */
  seed?: boolean;
  /** Raise (or lower) the upload limits: bytes per file, files per request, pixels per image. */
  uploadLimits?: Partial<UploadLimits>;
  logger?: FastifyServerOptions['logger'];
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** The first administrator, when this start created it. */
    bootstrap: BootstrapResult | null;
  }
}

/** Builds the whole server without listening: tests use inject() or listen on a free port. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const production = options.production ?? false;
  const app = Fastify({ logger: options.logger ?? false });
  const limits = uploadLimits(options.uploadLimits);
  await app.register(multipart, {
    limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles, parts: limits.maxFiles + 50 },
  });

  const db = await openDb({ dataDir: options.dataDir, databaseUrl: options.databaseUrl, schema: options.databaseSchema });
  app.decorate('db', db);
  app.addHook('onClose', async () => {
    await db.close();
  });

  try {
    await migrate(db);
    const repos = repositories(db);
    const bootstrap = await bootstrapAdmin(repos.users, { email: options.adminEmail, password: options.adminPassword });
    app.decorate('bootstrap', bootstrap);
    if (options.seed ?? true) {
      const author = bootstrap ? await repos.users.findWithHashByEmail(bootstrap.email) : null;
      await seedSampleContent(db, author?._id ?? null, Date.now(), limits);
    }

    const tokens = tokenService(loadJwtSecret(options.dataDir, options.jwtSecret));
    const graphqlOptions: MercuriusOptions = {
      schema,
      resolvers: resolvers as unknown as IResolvers,
      context: contextFor({ repos, tokens }),
      graphiql: !production,
      errorFormatter: (execution, ctx) => formatExecution(execution, ctx.reply?.log ?? app.log),
    };
    await app.register(mercurius, graphqlOptions);
    await app.register(uploadRoutes, { db, tokens, limits });

    await registerSpa(app, options.distDir, production);
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
  return app;
}
