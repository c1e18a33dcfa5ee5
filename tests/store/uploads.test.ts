import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { uploadImages, uploadImagesForSession, type UploadProgress } from '../../store/api/uploads.ts';
import { setupStore } from '../../store/index.ts';
import { FakeGraphqlServer, type FakeAnswer } from '../kit/fakeGraphqlServer.ts';
import { memoryStorage } from '../machines/helpers.ts';

// The kit's stand-in server as the image service: it records what it got and answers as each test
// says (and lets the test page, on another origin, read its answers, as CORS asks).
const PATH = '/multiple_images-upload';
const server = new FakeGraphqlServer();
let url = '';
const reply = (answer: FakeAnswer) => void server.onPath(PATH, () => answer);
const last = () => {
  const request = server.requests.at(-1)!;
  return { authorization: request.headers.authorization, contentType: request.headers['content-type'], body: request.raw };
};

beforeAll(async () => {
  reply({ body: [] });
  url = `${(await server.start()).origin}${PATH}`;
});

afterAll(() => server.stop());

const file = (name: string, size: number) => new File([new Uint8Array(size).fill(7)], name, { type: 'image/jpeg' });

const json = (status: number, body: unknown): FakeAnswer => ({ status, body });

describe('uploading images', () => {
  test('sends every file as a file_name part with the token and resolves with the stored images', async () => {
    reply(
      json(200, [
        { url: '/uploads/one.webp', filename: 'one.jpg' },
        { url: '/uploads/two.webp', filename: 'two.jpg' },
      ]),
    );
    const images = await uploadImages([file('one.jpg', 10), file('two.jpg', 10)], { url, token: 'the-token' });
    expect(images).toEqual([
      { url: '/uploads/one.webp', filename: 'one.jpg' },
      { url: '/uploads/two.webp', filename: 'two.jpg' },
    ]);
    const sent = last();
    expect(sent.authorization).toBe('Bearer the-token');
    expect(sent.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent.body.match(/name="file_name"; filename="one\.jpg"/g)).toHaveLength(1);
    expect(sent.body.match(/name="file_name"; filename="two\.jpg"/g)).toHaveLength(1);
  });

  test('reports the bytes sent, ending with the whole body', async () => {
    reply(json(200, [{ url: '/uploads/big.webp', filename: 'big.jpg' }]));
    const progress: UploadProgress[] = [];
    await uploadImages([file('big.jpg', 256 * 1024)], { url, token: 't', onProgress: (p) => progress.push(p) });
    expect(progress.length).toBeGreaterThan(0);
    const final = progress.at(-1)!;
    expect(final.total).toBeGreaterThan(256 * 1024);
    expect(final.loaded).toBe(final.total);
  });

  test('a refusal rejects with the service error code and message', async () => {
    reply(json(413, { error: { code: 'FILE_TOO_LARGE', message: 'Each image must be at most 10 MB' } }));
    await expect(uploadImages([file('huge.jpg', 10)], { url, token: 't' })).rejects.toEqual({
      code: 'FILE_TOO_LARGE',
      message: 'Each image must be at most 10 MB',
    });
  });

  test('an error status without an error body still rejects in the one error shape', async () => {
    reply({ status: 502, text: '<html>Bad gateway</html>', contentType: 'text/html' });
    await expect(uploadImages([file('a.jpg', 10)], { url, token: 't' })).rejects.toEqual({
      code: 'HTTP_502',
      message: 'The server answered with status 502.',
    });
  });

  test('a 200 answer that is not a list of images is refused', async () => {
    reply(json(200, { ok: true }));
    await expect(uploadImages([file('a.jpg', 10)], { url, token: 't' })).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });

  test('an unreachable service rejects with the network error', async () => {
    await expect(
      uploadImages([file('a.jpg', 10)], { url: 'http://127.0.0.1:9/multiple_images-upload', token: 't' }),
    ).rejects.toMatchObject({ code: 'NETWORK_ERROR' });
  });

  test('aborting the signal cancels the request', async () => {
    reply({ after: new Promise(() => {}) }); // never answers
    const controller = new AbortController();
    const pending = uploadImages([file('a.jpg', 10)], { url, token: 't', signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'ABORTED' });
  });

  test('with the session: a refused token ends the session and leaves storage empty', async () => {
    reply(json(401, { error: { code: 'UNAUTHENTICATED', message: 'You must be logged in' } }));
    const storage = memoryStorage();
    storage.setItem('userToken', 'stale');
    const store = setupStore(undefined, { storage });
    await expect(uploadImagesForSession(store, [file('a.jpg', 10)], { url })).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(last().authorization).toBe('Bearer stale');
    expect(store.getState().session).toEqual({ token: null, expired: true });
    expect(storage.getItem('userToken')).toBeNull();
  });
});
