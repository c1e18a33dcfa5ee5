import { connect, type Socket } from 'node:net';

/** What a client on a raw socket saw: the first response (if any) and when the server closed. */
export interface Exchange {
  /** The first response's status, or null when none came within the wait. */
  status: number | null;
  /** Everything received, headers included. */
  response: string;
  /** Milliseconds from the connection to the first byte of the response. */
  answeredMs: number | null;
  /** Milliseconds from the connection to the server closing it (or resetting it). */
  closedMs: number | null;
}

/**
 * Opens a TCP connection to `url`'s host and port and lets `send` write whatever it likes (a whole
 * request, or headers and then a body trickled or never finished), as an attacker's client would.
 * Resolves when the server closes the connection or after `waitMs`, whichever comes first; the
 * socket is then destroyed. `send` gets a signal that aborts when the connection is gone.
 */
export function exchange(url: string, send: (socket: Socket, gone: AbortSignal) => void | Promise<void>, waitMs = 3_000): Promise<Exchange> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const started = performance.now();
    const since = () => Math.round(performance.now() - started);
    const socket = connect({ host: hostname, port: Number(port) });
    const gone = new AbortController();
    const chunks: Buffer[] = [];
    let answeredMs: number | null = null;
    let closedMs: number | null = null;
    const finish = () => {
      clearTimeout(timer);
      gone.abort();
      socket.destroy();
      const response = Buffer.concat(chunks).toString('latin1');
      const status = /^HTTP\/1\.[01] (\d{3}) /.exec(response);
      resolve({ status: status ? Number(status[1]) : null, response, answeredMs, closedMs });
    };
    const timer = setTimeout(finish, waitMs);
    socket.on('data', (chunk: Buffer) => {
      answeredMs ??= since();
      chunks.push(chunk);
    });
    // A reset after the server answered and closed is how a close with unread data looks.
    socket.on('error', () => {});
    socket.on('close', () => {
      closedMs = since();
      finish();
    });
    socket.once('connect', () => {
      Promise.resolve(send(socket, gone.signal)).catch(() => {});
    });
  });
}

/** Writes `data` unless the connection is gone; resolves once it is handed to the kernel. */
export function write(socket: Socket, data: string | Buffer): Promise<void> {
  return new Promise((resolve) => {
    if (socket.destroyed || socket.writableEnded) return resolve();
    socket.write(data, () => resolve());
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A request's head: the request line, Host, the given headers, and the blank line. */
export function head(method: string, url: string, headers: Record<string, string | number> = {}): string {
  const { host, pathname, search } = new URL(url);
  const lines = [`${method} ${pathname}${search} HTTP/1.1`, `Host: ${host}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return `${lines.join('\r\n')}\r\n\r\n`;
}

/** A multipart/form-data body of the given parts, with `boundary`. */
export function multipart(boundary: string, parts: { name: string; value: string | Buffer; filename?: string }[]): Buffer {
  const pieces: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const type = part.filename === undefined ? '' : 'Content-Type: application/octet-stream\r\n';
    pieces.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`), Buffer.from(part.value), Buffer.from('\r\n'));
  }
  pieces.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(pieces);
}
