// Talking to a server the unit tests started on a local port (scripts/nginx.mjs, scripts/serve.mjs):
// a free port to start it on, one raw exchange with it over HTTP or HTTPS, and waiting until it
// answers. Used by serve-parity.test.ts and https-headers.test.ts.
import assert from 'node:assert/strict';
import type {ChildProcess} from 'node:child_process';
import {once} from 'node:events';
import {request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type Server as HttpServer} from 'node:http';
import {request as httpsRequest} from 'node:https';
import {connect, createServer, type Server as NetServer} from 'node:net';

/** An answer as received: the body is not decoded. */
export interface Answer {
  status: number | undefined;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The port a server listens on. */
export function portOf(server: HttpServer | NetServer): number {
  const address = server.address();
  assert.ok(address !== null && typeof address === 'object', 'the server listens on a port');
  return address.port;
}

/** A port no one listens on now. */
export async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const port = portOf(probe);
  probe.close();
  await once(probe, 'close');
  return port;
}

/**
 * One raw exchange: the path is sent as written, the body is not decoded. Over HTTPS (an https:
 * origin) the name sent by SNI is that of the Host header, as a browser's is, and the certificate
 * is not checked: the tests make their own.
 */
export function ask(origin: string, method: string, target: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const {protocol, hostname, port} = new URL(origin);
    const respond = (res: IncomingMessage): void => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks)}));
    };
    const options = {hostname, port, method, path: target, headers};
    const req =
      protocol === 'https:'
        ? httpsRequest({...options, servername: headers.host?.replace(/:\d+$/, ''), rejectUnauthorized: false}, respond)
        : httpRequest(options, respond);
    req.on('error', reject);
    req.end();
  });
}

/**
 * One exchange written byte for byte over plain HTTP: `head` is the request line and headers as
 * sent (lines without their CRLF), for what a client library will not send (a target in absolute
 * form, `*`, no Host). The answer's head is read as received; the body is what follows it, raw.
 */
export function askRaw(origin: string, head: readonly string[]): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const {hostname, port} = new URL(origin);
    const socket = connect(Number(port), hostname, () => socket.write(`${[...head, 'Connection: close'].join('\r\n')}\r\n\r\n`));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.setTimeout(10_000, () => socket.destroy(new Error(`${origin}: no answer to ${head[0]} within 10 s`)));
    socket.on('close', () => {
      const received = Buffer.concat(chunks);
      const end = received.indexOf('\r\n\r\n');
      if (end === -1) {
        resolve({status: undefined, headers: {}, body: received});
        return;
      }
      const [statusLine = '', ...lines] = received.subarray(0, end).toString('latin1').split('\r\n');
      const headers: IncomingHttpHeaders = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        const name = line.slice(0, colon).trim().toLowerCase();
        const value = line.slice(colon + 1).trim();
        headers[name] = headers[name] === undefined ? value : `${String(headers[name])}, ${value}`;
      }
      resolve({status: Number(/^HTTP\/\d\.\d (\d{3})/.exec(statusLine)?.[1]), headers, body: received.subarray(end + 4)});
    });
  });
}

/** Asks `HEAD /` until the server that `child` runs answers; fails if `child` exits first. */
export async function waitUntilAnswering(origin: string, child: ChildProcess, headers: Record<string, string> = {}): Promise<Answer> {
  let exited = child.exitCode !== null;
  child.once('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error('the server exited before answering; see its output above');
    try {
      return await ask(origin, 'HEAD', '/', headers);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
