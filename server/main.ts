import { buildApp } from './app.ts';
import { configFromEnv } from './config.ts';

/** Starts one server from the environment and stops it cleanly on SIGTERM or SIGINT. */
export async function main() {
  const config = configFromEnv();
  const app = await buildApp({
    ...config,
    log: { level: process.env.LOG_LEVEL ?? 'info' },
  });

  if (app.bootstrap?.generatedPassword) {
    // Shown once, outside the structured log, so that it is never shipped to a log store.
    process.stdout.write(
      `\n  First administrator created: ${app.bootstrap.email}\n` +
        `  Password (shown only this once): ${app.bootstrap.generatedPassword}\n\n`,
    );
  }

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
      app.close().then(
        () => process.exit(0),
        (error) => {
          app.log.error(error, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }

  const address = await app.listen({ port: config.port, host: config.host });
  const shown = address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
  app.log.info(`Build Career Foundation is running at ${shown} (database: ${app.db.kind})`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error instanceof Error ? `Could not start: ${error.message}` : error);
    process.exit(1);
  });
}
