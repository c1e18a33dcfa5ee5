import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import mercurius, { type MercuriusOptions } from 'mercurius';
import { readFileSync } from 'node:fs';
import { bootstrapAdmin, checkAdminPassword, type BootstrapResult } from './auth/bootstrap.ts';
import { loadJwtSecret } from './auth/secret.ts';
import { loginThrottle, type ThrottleSettings } from './auth/throttle.ts';
import { tokenService } from './auth/tokens.ts';
import { contactLimit } from './contact/limit.ts';
import { openDb, type Db } from './db/index.ts';
import { migrate } from './db/migrate.ts';
import { contextFor, internalContext, type Services } from './graphql/context.ts';
import { formatExecution } from './graphql/errors.ts';
import { graphqlMediaType, registerGraphqlMediaType } from './graphql/http.ts';
import { registerReadCache } from './graphql/readCache.ts';
import { GRAPHQL_LIMITS, validationRules } from './graphql/limits.ts';
import { resolvers } from './graphql/resolvers/index.ts';
import type { WindowSettings } from './rateLimit.ts';
import { repositories } from './repositories/index.ts';
import { seedSampleContent } from './seed/index.ts';
import { loggerOptions } from './logging.ts';
import { registerCompression } from './delivery.ts';
import { registerSecurity } from './security.ts';
import { routeMeta } from '../shared/pageMeta.ts';
import { firstScreen, routeManifestReader } from './seo/firstScreen.ts';
import { headFor } from './seo/pages.ts';
import { siteOrigin } from './seo/origin.ts';
import { seoRoutes } from './seo/routes.ts';
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
  /** Believe X-Forwarded-* headers (behind a reverse proxy). */
  trustProxy?: boolean;
  /** Origins allowed to call the API from a browser; same-origin only when empty. */
  allowedOrigins?: string[];
  loginThrottle?: ThrottleSettings;
  /** Contact messages accepted per client address and window (default 5 an hour). */
  contactLimit?: WindowSettings;
  /** Structured logs: off unless a level is given. */
  log?: { level: string; stream?: NodeJS.WritableStream };
  /** The site's public address for absolute links (canonical, link previews, sitemap); default the request's. */
  publicUrl?: string;
  /** Raise (or lower) the upload limits: bytes per file, files per request, pixels per image. */
  uploadLimits?: Partial<UploadLimits>;
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
  checkAdminPassword(options.adminPassword);
  const logging = options.log ? loggerOptions(options.log.level) : null;
  const app = Fastify({
    ...(logging
      ? { ...logging, logger: { ...(logging.logger as object), ...(options.log?.stream ? { stream: options.log.stream } : {}) } }
      : { logger: false }),
    trustProxy: options.trustProxy ?? false,
    bodyLimit: GRAPHQL_LIMITS.bodyBytes,
  });
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
    await registerSecurity(app, {
      distDir: options.distDir,
      production,
      trustProxy: options.trustProxy ?? false,
      allowedOrigins: options.allowedOrigins ?? [],
    });
    await registerCompression(app);
    const readCache = await registerReadCache(app, db);
    registerGraphqlMediaType(app);
    const services: Services = {
      repos,
      tokens,
      loginThrottle: loginThrottle(repos.rateLimitEvents, options.loginThrottle),
      contactLimit: contactLimit(repos.rateLimitEvents, options.contactLimit),
      postsChanged: () => readCache.invalidate(),
    };
    const graphqlOptions: MercuriusOptions = {
      schema,
      resolvers,
      context: contextFor(services),
      // Compile each query's execution with graphql-jit after its first run.
      jit: 1,
      graphiql: !production,
      queryDepth: GRAPHQL_LIMITS.depth,
      validationRules: validationRules(production),
      allowBatchedQueries: false,
      errorFormatter: (execution, ctx) =>
        formatExecution(execution, ctx.reply?.log ?? app.log, production, graphqlMediaType(ctx.reply?.request.headers.accept)),
    };
    await app.register(mercurius, graphqlOptions);
    await app.register(uploadRoutes, { db, tokens, limits });

    await app.register(seoRoutes, { posts: repos.posts, publicUrl: options.publicUrl });
    const routeManifest = routeManifestReader(options.distDir, production);
    // A page's first answers come from the API itself, so they are exactly what the app would get.
    const runQuery = (document: string, variables?: Record<string, unknown>) =>
      readCache.remember(`${document}\n${JSON.stringify(variables ?? {})}`, async () => {
        const result = await app.graphql(document, internalContext(services), variables);
        if (result.errors?.length) throw new Error(result.errors[0]!.message);
        return result.data;
      });
    // A details page's head reads its post as often as it is opened: kept like the answers.
    const postsForHeads = { find: (id: string) => readCache.remember(`head-post\n${id}`, () => repos.posts.find(id)) };
    await registerSpa(app, options.distDir, production, async (request) => {
      const pathname = request.url.split('?')[0]!;
      const [head, screen] = await Promise.all([
        headFor(pathname, siteOrigin(request, options.publicUrl), postsForHeads),
        firstScreen(routeMeta(pathname), routeManifest(), runQuery),
      ]);
      return { ...head, ...screen };
    });
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
  return app;
}
