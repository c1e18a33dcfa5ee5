// A GraphQL endpoint on 127.0.0.1 that answers by operation name: the network is stubbed at the
// HTTP boundary, so the store, its base query and the error handling all run for real.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  operationName: string;
  variables: Record<string, unknown>;
}

export type Answer = (request: Received) => { data: unknown; errors?: unknown[] };

export async function startGraphqlStub(answers: Record<string, Answer>) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Received;
      received.push(request);
      const answer = answers[request.operationName];
      res.writeHead(answer ? 200 : 400, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer ? answer(request) : { data: null, errors: [{ message: 'unexpected operation' }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`,
    received,
    answers,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
