// The first layer: what Fastify needs from outside before anything of ours runs. Add a plugin
// here with one line; it may read `app.config`.
import compress from './compress.ts';
import cors from './cors.ts';
import helmet from './helmet.ts';
import multipart from './multipart.ts';

export const externalPlugins = [helmet, cors, compress, multipart];
