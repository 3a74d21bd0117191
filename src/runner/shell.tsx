/**
 * What the runner puts where an application's network would be: a `fetch` that answers
 * `@lexboot/core`'s real `http` client from the in-browser back end (./backend.ts), with the same
 * envelopes and HTTP statuses, as `Response`s. An export is answered with an empty file (the
 * sandboxed frame cannot download) and reported to the runner with the number of rows it would hold.
 */
import {configureHttp} from '@lexboot/core';
import type {Backend} from './backend';

/** The prefix the program's paths are sent under; the back end's routes are the paths below it. */
const API = '/api';

/** A JSON answer, as the real back end sends it. */
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), {status, headers: {'Content-Type': 'application/json'}});

/** A request's query (a repeated parameter as a list) or its JSON body: what the back end's `handle` takes. */
function payloadOf(url: URL, init: RequestInit): Record<string, unknown> | undefined {
  if (typeof init.body === 'string') return JSON.parse(init.body) as Record<string, unknown>;
  if (init.body !== undefined && init.body !== null) throw new Error('The in-browser back end takes JSON bodies only');
  const query: Record<string, unknown> = {};
  for (const name of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(name);
    query[name] = values.length > 1 ? values : values[0];
  }
  return query;
}

/** The runner's fetch for one back end; `exported` hears of each export with its number of rows. */
function fetchFrom(backend: Backend, exported: (rows: number) => void) {
  return (input: string, init: RequestInit): Promise<Response> => {
    const url = new URL(input, 'http://runner.invalid');
    const method = (init.method ?? 'GET').toUpperCase();
    if (!url.pathname.startsWith(`${API}/`))
      return Promise.resolve(json(404, {code: 'NOT_FOUND', message: `No route: ${url.pathname}`, data: null, traceId: ''}));
    const path = url.pathname.slice(API.length);
    const answer = backend.handle(method, path, payloadOf(url, init));
    if (method === 'GET' && /\/export\/?$/.test(path) && answer.body.code === '0') {
      exported(Array.isArray(answer.body.data) ? answer.body.data.length : 0);
      const name = `${path.split('/').filter(Boolean)[0] ?? 'export'}.xlsx`;
      return Promise.resolve(
        new Response(new Blob([]), {
          status: 200,
          headers: {
            'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}`,
          },
        }),
      );
    }
    return Promise.resolve(json(answer.status, answer.body));
  };
}

/** Connects core's `http` to a run's back end; `exported` hears of each export with its number of rows. */
export function setBackend(backend: Backend, exported: (rows: number) => void): void {
  configureHttp({
    apiBaseUrl: API,
    getLocale: () => backend.locale,
    fetch: fetchFrom(backend, exported),
    // The frame may not download (its sandbox has no allow-downloads); the runner shows a notice instead.
    save: () => {},
  });
}
