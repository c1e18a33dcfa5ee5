// `npm run dev`: development mode (NODE_ENV=development: GraphiQL, introspection, source maps).
// Parcel's dev server with hot reload on :1234, proxied (.proxyrc.json) to the
// API server on :3000, which restarts when its sources change.
import { spawn } from 'node:child_process';

const children = [
  spawn('node', ['--import', 'tsx', '--watch-path=server', '--watch-path=shared', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development', PORT: process.env.API_PORT ?? '3000' },
  }),
  spawn('npx', ['parcel', 'serve', 'src/index.html', '--port', process.env.PORT ?? '1234'], { stdio: 'inherit' }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
