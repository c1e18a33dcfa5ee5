// `npm start`: build the web app when it is missing or out of date, then run the server.
import { buildClient, buildIsStale } from './build.ts';
import { configFromEnv } from './config.ts';
import { main } from './main.ts';

const root = process.cwd();
if (buildIsStale(root, configFromEnv().distDir)) {
  console.log('Building the web app (first start or sources changed)...');
  buildClient(root);
}
await main().catch((error) => {
  console.error(error instanceof Error ? `Could not start: ${error.message}` : error);
  process.exit(1);
});
