/**
 * `http` and `ApiError` of @lexboot/core (declared in ./api, described in the service-repository
 * tutorial): every request goes to `apiBaseUrl` + path with the token and `Accept-Language`, and
 * every answer is the system API's envelope `{code, message, data, traceId}`: `code === '0'` gives
 * `data`, any other code throws an ApiError. What the client is connected to (the base URL, the
 * token, the language, the `fetch` it sends with) is set by the application shell through
 * `configureHttp` (exported for the shell, not declared in ./api).
 */
import type {HttpClient, UiLocale} from './api';
import {isBlank, valueText} from './format';

/** What `http` and the repositories throw for an answer whose `code` is not `"0"`, or for no usable answer at all. */
export class ApiError extends Error {
  /** The envelope's error code; `NETWORK_ERROR` when no answer came, `BAD_RESPONSE` when the answer was not an envelope. */
  readonly code: string;
  /** The HTTP status of the answer; 0 when none came. */
  readonly status: number;
  /** The envelope's `data`: for `VALIDATION_FAILED`, the field errors. */
  readonly data: unknown;
  readonly traceId: string;

  constructor(init: {code: string; message: string; status: number; data?: unknown; traceId?: string; cause?: unknown}) {
    super(init.message, init.cause === undefined ? undefined : {cause: init.cause});
    this.name = 'ApiError';
    this.code = init.code;
    this.status = init.status;
    this.data = init.data ?? null;
    this.traceId = init.traceId ?? '';
  }
}

/** What the client is connected to; `configureHttp` sets it (AdminApp does, from its props and the signed-in session). */
export interface HttpOptions {
  /** Prefix of every path, e.g. `/api` (AdminApp's `apiBaseUrl`). @default '/api' */
  apiBaseUrl?: string;
  /** The current access token; none (undefined, null or '') sends no `Authorization`. */
  getToken?: () => string | null | undefined;
  /** The current interface language, sent as `Accept-Language`. @default () => 'zh-CN' */
  getLocale?: () => UiLocale;
  /** The `fetch` requests are sent with. @default globalThis.fetch */
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
  /**
   * Called once when an answer has HTTP status 401: resolves `true` when it got a new access token
   * (the request is then sent once more, with it), `false` when the session is over.
   */
  onUnauthorized?: () => Promise<boolean>;
  /** Saves a downloaded file. @default an object URL clicked through a temporary `<a download>` */
  save?: (blob: Blob, fileName: string) => void;
}

type Config = Required<Omit<HttpOptions, 'onUnauthorized'>> & Pick<HttpOptions, 'onUnauthorized'>;

const defaults: Config = {
  apiBaseUrl: '/api',
  getToken: () => undefined,
  getLocale: () => 'zh-CN',
  fetch: (input, init) => globalThis.fetch(input, init),
  save: saveWithAnchor,
};

let config: Config = defaults;

/** Connects the client: every option left out takes its default (each call replaces the whole configuration). */
export function configureHttp(options: HttpOptions): void {
  config = {...defaults, ...withoutUndefined(options)};
}

function withoutUndefined<T extends object>(options: T): Partial<T> {
  return Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** The client's own messages, for failures that come with no message from the back end. */
const TEXTS = {
  'zh-CN': {
    network: '无法连接服务器，请检查网络后重试',
    badResponse: '服务器返回了无法识别的响应（HTTP {status}）',
  },
  en: {
    network: 'Could not reach the server. Check the connection and try again.',
    badResponse: 'The server sent a response that could not be read (HTTP {status}).',
  },
} as const;

const textOf = (name: keyof (typeof TEXTS)['en'], status = 0): string =>
  (TEXTS[config.getLocale()] ?? TEXTS['zh-CN'])[name].replace('{status}', String(status));

/** No answer, or an answer whose body broke off: `status` is 0 when none came. */
const networkError = (status: number, cause: unknown) => new ApiError({code: 'NETWORK_ERROR', message: textOf('network'), status, cause});

/**
 * The query string of `params`: undefined, null and '' are left out, an array becomes one
 * parameter per item (`status=OPEN&status=CLOSED`, as Spring binds a list and as `sort` repeats),
 * a Date its ISO text.
 */
export function queryString(params: Record<string, unknown> | undefined): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {})) {
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (!isBlank(item)) query.append(name, item instanceof Date ? item.toISOString() : valueText(item));
    }
  }
  return query.toString();
}

/** `apiBaseUrl` + `path` with one slash between them, and the query string. */
function urlOf(path: string, params?: Record<string, unknown>): string {
  const base = config.apiBaseUrl.replace(/\/+$/, '');
  const url = `${base}/${path.replace(/^\/+/, '')}`;
  const query = queryString(params);
  return query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
}

function headersOf(accept: string | undefined, hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = {'Accept-Language': config.getLocale()};
  if (accept) headers.Accept = accept;
  if (hasBody) headers['Content-Type'] = 'application/json';
  const token = config.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** Sends one request (once more after a 401 the shell could refresh the token for); no answer is a NETWORK_ERROR. */
async function send(method: string, url: string, body: unknown, accept: string | undefined): Promise<Response> {
  const once = async (): Promise<Response> => {
    const init: RequestInit = {method, headers: headersOf(accept, body !== undefined)};
    if (body !== undefined) init.body = JSON.stringify(body);
    try {
      return await config.fetch(url, init);
    } catch (cause) {
      throw networkError(0, cause);
    }
  };
  const response = await once();
  if (response.status === 401 && config.onUnauthorized && (await config.onUnauthorized())) return once();
  return response;
}

type Envelope = {code: string; message: string; data: unknown; traceId: string};

function envelopeOf(text: string): Envelope | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && typeof (value as {code?: unknown}).code === 'string') {
      const {code, message, data, traceId} = value as Partial<Envelope> & {code: string};
      return {
        code,
        message: typeof message === 'string' ? message : code,
        data: data ?? null,
        traceId: typeof traceId === 'string' ? traceId : '',
      };
    }
  } catch {
    // Not JSON: not an envelope.
  }
  return undefined;
}

async function bodyText(response: Response): Promise<string> {
  try {
    return await response.text();
  } catch (cause) {
    throw networkError(response.status, cause);
  }
}

const traceOf = (response: Response) => response.headers.get('X-Trace-Id') ?? '';

const failed = (envelope: Envelope, status: number) =>
  new ApiError({code: envelope.code, message: envelope.message, status, data: envelope.data, traceId: envelope.traceId});

const unreadable = (response: Response) =>
  new ApiError({
    code: 'BAD_RESPONSE',
    message: textOf('badResponse', response.status),
    status: response.status,
    traceId: traceOf(response),
  });

async function request<T>(method: string, path: string, params?: Record<string, unknown>, body?: unknown): Promise<T> {
  const response = await send(method, urlOf(path, params), body, 'application/json');
  const text = await bodyText(response);
  // A 204 carries nothing to unwrap.
  if (response.status === 204 && text === '') return undefined as T;
  const envelope = envelopeOf(text);
  if (!envelope) throw unreadable(response);
  if (envelope.code !== '0') throw failed(envelope, response.status);
  return envelope.data as T;
}

export const http: HttpClient = {
  get: <T>(path: string, params?: Record<string, unknown>) => request<T>('GET', path, params),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, undefined, body),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, undefined, body),
  delete: <T>(path: string) => request<T>('DELETE', path),
  async download(path: string, params?: Record<string, unknown>): Promise<void> {
    const response = await send('GET', urlOf(path, params), undefined, undefined);
    const type = response.headers.get('Content-Type') ?? '';
    let blob: Blob;
    if (!response.ok || /\bjson\b/i.test(type)) {
      // An error comes as an envelope instead of the file.
      const text = await bodyText(response);
      const envelope = envelopeOf(text);
      if (envelope && envelope.code !== '0') throw failed(envelope, response.status);
      if (!response.ok) throw unreadable(response);
      blob = new Blob([text], {type});
    } else {
      try {
        blob = await response.blob();
      } catch (cause) {
        throw networkError(response.status, cause);
      }
    }
    const fallback = path.split('?')[0]!.replace(/\/+$/, '').split('/').pop() || 'download';
    config.save(blob, fileNameOf(response.headers.get('Content-Disposition')) ?? fallback);
  },
};

/**
 * The file name of a `Content-Disposition` header (RFC 6266): `filename*` (RFC 8187, e.g.
 * `UTF-8''%E6%A1%88%E4%BB%B6.xlsx`) over `filename`; without any folder part. Undefined when it names none.
 */
export function fileNameOf(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const params = new Map<string, string>();
  // Parameters after the disposition type: token=token or token="quoted \" string".
  const pattern = /;\s*([^\s=;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g;
  for (const [, rawName, rawValue] of header.matchAll(pattern)) {
    const name = rawName!.toLowerCase();
    const value = rawValue!.trim();
    if (!params.has(name)) params.set(name, value.startsWith('"') ? value.slice(1, -1).replace(/\\(.)/g, '$1') : value);
  }
  const extended = params.get('filename*');
  const name = (extended !== undefined ? decodeExtended(extended) : undefined) ?? params.get('filename');
  const base = name?.split(/[/\\]/).pop()?.trim();
  return base ? base : undefined;
}

/** An RFC 8187 value, `charset'language'percent-encoded`; UTF-8 and ISO-8859-1 are the charsets it allows. */
function decodeExtended(value: string): string | undefined {
  const match = /^([\w!#$%&+^`{}~-]+)'[^']*'(.*)$/.exec(value);
  if (!match) return undefined;
  const charset = match[1]!.toLowerCase();
  const encoded = match[2]!;
  try {
    if (charset === 'utf-8') return decodeURIComponent(encoded);
    if (charset === 'iso-8859-1')
      return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  } catch {
    // A malformed escape: fall back to `filename`.
  }
  return undefined;
}

/** The browser's way to save a Blob: an object URL clicked through a temporary `<a download>`. */
export function saveWithAnchor(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Released once the download has surely read the blob (revoked at once, some browsers cancel it).
  setTimeout(() => URL.revokeObjectURL(url), 40_000);
}
