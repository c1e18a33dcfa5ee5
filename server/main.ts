import { buildApp } from './app.ts';
import { startAdminSocket } from './cli/index.ts';
import { checkResources, configFromEnv, ConfigError } from './core/config.ts';
import { makeOwnerOnly } from './db/ownerOnly.ts';

/**
 * Starts one server from the environment and stops it cleanly on SIGTERM or SIGINT. Every
 * setting is checked first (server/core/config.ts): a bad one stops the start with one line.
 */
export async function main(env: NodeJS.ProcessEnv = process.env) {
  // Whatever this process creates (the database's files, the JWT secret, the admin socket) is
  // its user's alone, whatever umask it was started with.
  process.umask(0o077);
  const config = configFromEnv(env);
  await checkResources(config);
  let tightened: number;
  try {
    tightened = makeOwnerOnly(config.dataDir);
  } catch (error) {
    throw new ConfigError('DATA_DIR', `cannot be made owner-only (${config.dataDir}): ${(error as Error).message}`);
  }
  const { app, services } = await buildApp(config);
  if (tightened > 0) {
    app.log.warn({ entries: tightened }, 'DATA_DIR was open to other users: made owner-only');
  }

  const { bootstrap, db } = services;
  if (bootstrap?.generatedPassword) {
    // Shown once, outside the structured log, so that it is never shipped to a log store.
    process.stdout.write(
      `\n  First administrator created: ${bootstrap.email}\n` +
        `  Password (shown only this once): ${bootstrap.generatedPassword}\n\n`,
    );
  }

  // `npm run admin -- backup FILE` asks the running server for a snapshot of the embedded
  // database through a socket in DATA_DIR (docs/production.md, "Backups").
  const adminSocket = db.kind === 'pglite' ? await startAdminSocket({ log: app.log, db, repos: services.repos }, config.dataDir) : null;

  let closing = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      // Requests in flight get a bounded time to finish; then the process goes regardless.
      setTimeout(() => {
        app.log.error('requests still in flight after 10 s; exiting');
        process.exit(1);
      }, 10_000).unref();
      // Keep-alive sockets whose last response has gone out are closed as they become idle.
      setInterval(() => app.server.closeIdleConnections(), 100).unref();
      Promise.all([adminSocket?.close(), app.close()]).then(
        () => process.exit(0),
        (error) => {
          app.log.error(error, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }

  let address: string;
  try {
    address = await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await Promise.all([adminSocket?.close(), app.close()]).catch(() => {});
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') throw new ConfigError('PORT', `${config.port} is already in use on ${config.host}`);
    if (code === 'EACCES') throw new ConfigError('PORT', `${config.port} needs privileges this process does not have`);
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') throw new ConfigError('HOST', `${config.host} is not an address of this machine`);
    throw error;
  }
  const shown = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
  app.log.info(
    `Build Career Foundation is running at ${shown} (database: ${db.kind}, mode: ${config.production ? 'production' : config.nodeEnv})`,
  );
}

/** Runs main(); a failure to start is one line on stderr and exit code 1. */
export function run(): void {
  main().catch((error: unknown) => {
    const message = error instanceof ConfigError ? error.message : error instanceof Error ? error.message : String(error);
    process.stderr.write(`Could not start: ${message.split('\n')[0]}\n`);
    process.exit(1);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) run();
