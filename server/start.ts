// `npm start`: the compiled server (dist-server/server/start.js, made by `npm run build`), in
// production mode unless NODE_ENV says otherwise. It never builds anything and never compiles
// TypeScript: run `npm run build` after changing the sources, or use `npm run dev`.
import { run } from './main.ts';

run();
