// The ceiling for throughput on this machine: plain Fastify answering fixed bytes from memory,
// no GraphQL, no database, no security headers. Started as its own process by bench/throughput.ts.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = readFileSync(process.env.BODY_FILE!);
const app = Fastify({ logger: false });
app.get('/ceiling', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stdout.write('ready\n');
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
