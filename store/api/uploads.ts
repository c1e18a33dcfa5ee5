import type { ImageRef, UploadProgress } from '../../shared/types.ts';
import type { sessionExpired } from '../sessionSlice.ts';
import { BAD_RESPONSE, HttpFailure, failure, normaliseError, type ApiError } from './errors.ts';

export const UPLOAD_PATH = '/multiple_images-upload';

export type { UploadProgress };

export interface UploadOptions {
  url?: string;
  token: string | null;
  signal?: AbortSignal;
  onProgress?: (progress: UploadProgress) => void;
}

export const UPLOAD_ABORTED: ApiError = { code: 'ABORTED', message: 'The upload was cancelled.' };

function defaultUploadUrl(): string {
  // UPLOAD_URL may be given at build time to use an image service on another host.
  return process.env.UPLOAD_URL || new URL(UPLOAD_PATH, globalThis.location?.origin ?? 'http://localhost').toString();
}

function isImageList(value: unknown): value is ImageRef[] {
  return (
    Array.isArray(value) &&
    value.every((item) => typeof item?.url === 'string' && typeof item?.filename === 'string')
  );
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Sends the files as one multipart request (parts named file_name) and resolves with the stored
 * images in the order sent. XMLHttpRequest rather than fetch: only it reports the bytes sent.
 * Rejects with an ApiError, as every other call of the app does.
 */
export function uploadImages(files: readonly File[], options: UploadOptions): Promise<ImageRef[]> {
  const { signal, onProgress } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(UPLOAD_ABORTED);
      return;
    }
    const body = new FormData();
    for (const file of files) body.append('file_name', file, file.name);

    const xhr = new XMLHttpRequest();
    xhr.open('POST', options.url ?? defaultUploadUrl());
    if (options.token) xhr.setRequestHeader('Authorization', `Bearer ${options.token}`);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    });
    xhr.addEventListener('load', () => {
      const answer = parse(xhr.responseText);
      if (xhr.status < 200 || xhr.status >= 300) reject(normaliseError(new HttpFailure(xhr.status, answer)));
      else if (isImageList(answer)) resolve(answer);
      else reject(BAD_RESPONSE);
    });
    xhr.addEventListener('error', () => reject(normaliseError(new TypeError('The upload could not reach the server'))));
    xhr.addEventListener('abort', () => reject(UPLOAD_ABORTED));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

interface SessionStore {
  getState(): { session: { token: string | null } };
  dispatch(action: ReturnType<typeof sessionExpired>): unknown;
}

/** uploadImages with the session's token; it fails as GraphQL calls do (store/api/errors.ts, failure). */
export async function uploadImagesForSession(
  store: SessionStore,
  files: readonly File[],
  options: Omit<UploadOptions, 'token'> = {},
): Promise<ImageRef[]> {
  const token = store.getState().session.token;
  try {
    return await uploadImages(files, { ...options, token });
  } catch (thrown) {
    throw failure(thrown, { token, dispatch: (action) => store.dispatch(action) });
  }
}
