/**
 * The part of `@lexboot/core` that belongs to the application shell (`http`, `createRepository`,
 * `defineProgram`, `useT`, `ApiError`; see packages/core/src/api), as the runner plays it: the http
 * client answers from the in-browser back end instead of the network, with the same envelopes.
 */
import {createContext, useCallback, useContext, type ReactNode} from 'react';
import * as core from '@lexboot/core';
import type {Backend} from './backend';

export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly data: unknown,
    readonly traceId: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Messages = Record<string, unknown>;
type Program = {messages: {'zh-CN': Messages; en: Messages}};

const ProgramContext = createContext<Program | null>(null);

export function ProgramScope({program, children}: {program: Program; children: ReactNode}): ReactNode {
  return <ProgramContext.Provider value={program}>{children}</ProgramContext.Provider>;
}

function lookup(messages: Messages, key: string): string | undefined {
  let node: unknown = messages;
  for (const part of key.split('.')) node = typeof node === 'object' && node !== null ? (node as Messages)[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

export function useT(): (key: string, params?: Record<string, string | number>) => string {
  const program = useContext(ProgramContext);
  const locale = core.useUiLocale();
  return useCallback(
    (key: string, params?: Record<string, string | number>) => {
      const text = (program && lookup(program.messages[locale], key)) ?? key;
      return params ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole)) : text;
    },
    [program, locale],
  );
}

/** The in-browser back end the client answers from; set by the runner for each run. */
let backend: Backend | undefined;
/** What each export would have downloaded: the number of rows, for the runner's notice. */
let onExport: (rows: number) => void = () => {};

export function setBackend(next: Backend, exported: (rows: number) => void): void {
  backend = next;
  onExport = exported;
}

function withoutBlanks(params: Record<string, unknown> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params ?? {})) if (value !== undefined && value !== null && value !== '') out[key] = value;
  return out;
}

async function request<T>(method: string, path: string, payload?: unknown): Promise<T> {
  if (!backend) throw new Error('No back end');
  // A copy each way, as JSON over the wire would give: the program never holds the back end's rows.
  const sent = payload === undefined ? undefined : (JSON.parse(JSON.stringify(payload)) as Record<string, unknown>);
  const answer = backend.handle(method, path, sent);
  await Promise.resolve();
  const body = JSON.parse(JSON.stringify(answer.body)) as typeof answer.body;
  if (body.code !== '0') throw new ApiError(body.code, body.message, answer.status, body.data, body.traceId);
  return body.data as T;
}

export const http = {
  get: <T,>(path: string, params?: Record<string, unknown>) => request<T>('GET', path, withoutBlanks(params)),
  post: <T,>(path: string, body?: unknown) => request<T>('POST', path, body),
  put: <T,>(path: string, body?: unknown) => request<T>('PUT', path, body),
  delete: <T,>(path: string) => request<T>('DELETE', path),
  async download(path: string, params?: Record<string, unknown>): Promise<void> {
    const rows = await request<unknown[]>('GET', path, withoutBlanks(params));
    onExport(rows.length);
  },
};

export function createRepository({resource}: {resource: string}) {
  const at = (id: string | number) => `${resource}/${String(id)}`;
  return {
    page: (search: Record<string, unknown>, query: Record<string, unknown>) => http.get(resource, {...search, ...query}),
    get: (id: string | number) => http.get(at(id)),
    create: (form: unknown) => http.post(resource, form),
    update: (id: string | number, form: unknown) => http.put(at(id), form),
    remove: (id: string | number) => http.delete<void>(at(id)),
  };
}

export const defineProgram = <P,>(definition: P): P => definition;

/** `@lexboot/core` as a generated program imports it: the site's package and the shell's part. */
export const coreModule = {...core, ApiError, http, createRepository, defineProgram, useT};
