// The worker thread that reads returned mail for the bounce mailbox (server/bounces/reader.ts):
// each message it is given is parsed here, off the server's event loop, and the answer sent back.
// Whatever a message makes it do, the server keeps answering, and the reader ends it at its deadline.
import { parentPort } from 'node:worker_threads';
import { parseReturnedMail } from './parse.ts';

const port = parentPort;
if (!port) throw new Error('server/bounces/readerWorker.ts runs only as a worker thread');
port.on('message', (raw: Uint8Array) => {
  port.postMessage({ parsed: parseReturnedMail(Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength)) });
});
port.postMessage({ ready: true });
