// `npm start`: the compiled server (dist-server/server/start.js, made by `npm run build`), in
// production mode unless NODE_ENV says otherwise, with the settings of `.env` when there is one. It never builds anything and never compiles
// TypeScript: run `npm run build` after changing the sources, or use `npm run dev`.
import { ConfigError, loadDotEnv } from './core/config.ts';
import { run } from './main.ts';

try {
  loadDotEnv();
  run();
} catch (error) {
  process.stderr.write(`Could not start: ${(error as ConfigError).message}\n`);
  process.exit(1);
}
