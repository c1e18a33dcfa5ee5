import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { uploadImages, uploadImagesForSession, type UploadProgress } from '../../store/api/uploads.ts';
import { setupStore } from '../../store/index.ts';
import { memoryStorage } from '../machines/helpers.ts';

interface Received {
  authorization: string | undefined;
  contentType: string | undefined;
  body: string;
}

type Reply = (request: IncomingMessage, response: ServerResponse, received: Received) => void;

// A stand-in for the image service: records what it got and answers as each test says.
let reply: Reply = (_, response) => response.end('[]');
const received: Received[] = [];
let server: Server;
let url = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    // The test page (jsdom) lives on another origin, so the browser rules for CORS apply.
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', 'authorization');
    if (request.method === 'OPTIONS') {
      response.end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = {
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body: Buffer.concat(chunks).toString('latin1'),
      };
      received.push(entry);
      reply(request, response, entry);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/multiple_images-upload`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const file = (name: string, size: number) => new File([new Uint8Array(size).fill(7)], name, { type: 'image/jpeg' });

function json(response: ServerResponse, status: number, body: unknown) {
  response.statusCode = status;
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(body));
}

describe('uploading images', () => {
  test('sends every file as a file_name part with the token and resolves with the stored images', async () => {
    reply = (_, response) =>
      json(response, 200, [
        { url: '/uploads/one.webp', filename: 'one.jpg' },
        { url: '/uploads/two.webp', filename: 'two.jpg' },
      ]);
    const images = await uploadImages([file('one.jpg', 10), file('two.jpg', 10)], { url, token: 'the-token' });
    expect(images).toEqual([
      { url: '/uploads/one.webp', filename: 'one.jpg' },
      { url: '/uploads/two.webp', filename: 'two.jpg' },
    ]);
    const last = received.at(-1)!;
    expect(last.authorization).toBe('Bearer the-token');
    expect(last.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(last.body.match(/name="file_name"; filename="one\.jpg"/g)).toHaveLength(1);
    expect(last.body.match(/name="file_name"; filename="two\.jpg"/g)).toHaveLength(1);
  });

  test('reports the bytes sent, ending with the whole body', async () => {
    reply = (_, response) => json(response, 200, [{ url: '/uploads/big.webp', filename: 'big.jpg' }]);
    const progress: UploadProgress[] = [];
    await uploadImages([file('big.jpg', 256 * 1024)], { url, token: 't', onProgress: (p) => progress.push(p) });
    expect(progress.length).toBeGreaterThan(0);
    const last = progress.at(-1)!;
    expect(last.total).toBeGreaterThan(256 * 1024);
    expect(last.loaded).toBe(last.total);
  });

  test('a refusal rejects with the service error code and message', async () => {
    reply = (_, response) => json(response, 413, { error: { code: 'FILE_TOO_LARGE', message: 'Each image must be at most 10 MB' } });
    await expect(uploadImages([file('huge.jpg', 10)], { url, token: 't' })).rejects.toEqual({
      code: 'FILE_TOO_LARGE',
      message: 'Each image must be at most 10 MB',
    });
  });

  test('an error status without an error body still rejects in the one error shape', async () => {
    reply = (_, response) => {
      response.statusCode = 502;
      response.end('<html>Bad gateway</html>');
    };
    await expect(uploadImages([file('a.jpg', 10)], { url, token: 't' })).rejects.toEqual({
      code: 'HTTP_502',
      message: 'The server answered with status 502.',
    });
  });

  test('a 200 answer that is not a list of images is refused', async () => {
    reply = (_, response) => json(response, 200, { ok: true });
    await expect(uploadImages([file('a.jpg', 10)], { url, token: 't' })).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });

  test('an unreachable service rejects with the network error', async () => {
    await expect(
      uploadImages([file('a.jpg', 10)], { url: 'http://127.0.0.1:9/multiple_images-upload', token: 't' }),
    ).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
  });

  test('aborting the signal cancels the request', async () => {
    reply = () => {}; // never answers
    const controller = new AbortController();
    const pending = uploadImages([file('a.jpg', 10)], { url, token: 't', signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'ABORTED' });
  });

  test('with the session: a refused token ends the session and leaves storage empty', async () => {
    reply = (_, response) => json(response, 401, { error: { code: 'UNAUTHENTICATED', message: 'You must be logged in' } });
    const storage = memoryStorage();
    storage.setItem('userToken', 'stale');
    const store = setupStore(undefined, { storage });
    await expect(uploadImagesForSession(store, [file('a.jpg', 10)], { url })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(received.at(-1)!.authorization).toBe('Bearer stale');
    expect(store.getState().session).toEqual({ token: null, expired: true });
    expect(storage.getItem('userToken')).toBeNull();
  });
});
