/**
 * The playground's input in a URL: `#codegen=` and the input as base64url-encoded UTF-8 JSON, so that
 * a link restores the statement and the options exactly, and a reload loses nothing. Pure functions:
 * the fragment is never sent to the server.
 */
import type {GeneratorOptions} from '@lexboot/codegen';
import {SHARE_KEY} from './share-key';

/**
 * The options a visitor sets in the playground (the migration version follows the clock). An empty
 * one follows the table: the generator names the module, entity and program code from it, and the
 * comments' language is read from its comments (see ./generation.ts).
 */
export type PlaygroundOptions = Omit<GeneratorOptions, 'migrationVersion' | 'commentLocale'> & {
  readonly commentLocale: GeneratorOptions['commentLocale'] | '';
};
export type PlaygroundInput = {readonly sql: string; readonly options: PlaygroundOptions};

const OPTION_KEYS = [
  'table',
  'basePackage',
  'module',
  'programCode',
  'entityName',
  'tablePrefix',
  'commentLocale',
  'dialect',
] as const satisfies readonly (keyof PlaygroundOptions)[];

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/**
 * The longest fragment a link carries: 32,768 characters. Browsers take far more in the address
 * (Chrome about 2 MB), but a link is for pasting into a chat or an e-mail, and the programs that
 * carry it cut or refuse very long ones; 32 KB still holds a table of a couple of hundred columns
 * with Chinese comments, while a whole dump of dozens of tables does not belong in an address: it is
 * offered as a file instead.
 */
export const MAX_FRAGMENT = 32_768;

/**
 * The fragment that restores this input, or `undefined` when it would be longer than MAX_FRAGMENT.
 * Cheap for a large input: base64 takes at least 4 characters for every 3 of the text, so a text of
 * more than 3/4 of the limit is known to be too long without being encoded.
 */
export function fragmentFor(input: PlaygroundInput): string | undefined {
  if (input.sql.length > (MAX_FRAGMENT * 3) / 4) return undefined;
  const fragment = encodeInput(input);
  return fragment.length <= MAX_FRAGMENT ? fragment : undefined;
}

/** The fragment (without `#`) that restores this input. */
export function encodeInput(input: PlaygroundInput): string {
  const json = JSON.stringify({v: 1, sql: input.sql, options: input.options});
  return `${SHARE_KEY}=${toBase64Url(new TextEncoder().encode(json))}`;
}

/**
 * The options among `values` (a link's, or the fields of the server's markup), over `base`: each known
 * option given as a string is kept exactly as given, whatever it holds, for the generator to check as
 * it checks a typed one (an invalid value is refused with the same problem, on its field); anything
 * else (an unknown key, a number) is left out.
 */
export function optionsFrom(values: unknown, base: PlaygroundOptions): PlaygroundOptions {
  const options: Record<string, string> = {...base};
  if (typeof values === 'object' && values !== null) {
    for (const key of OPTION_KEYS) {
      const value = (values as Record<string, unknown>)[key];
      if (typeof value === 'string') options[key] = value;
    }
  }
  return options as PlaygroundOptions;
}

/**
 * The input a fragment holds: `undefined` when it holds none (no `codegen=`), `'invalid'` when it
 * does but cannot be read (cut short, edited by hand). Options it does not set take the defaults.
 */
export function decodeInput(hash: string, defaults: PlaygroundOptions): PlaygroundInput | 'invalid' | undefined {
  const match = new RegExp(`(?:^#?|&)${SHARE_KEY}=([A-Za-z0-9_-]*)`).exec(hash);
  if (!match) return undefined;
  try {
    const data: unknown = JSON.parse(new TextDecoder('utf-8', {fatal: true}).decode(fromBase64Url(match[1]!)));
    if (typeof data !== 'object' || data === null || typeof (data as {sql?: unknown}).sql !== 'string') return 'invalid';
    return {sql: (data as {sql: string}).sql, options: optionsFrom((data as {options?: unknown}).options, defaults)};
  } catch {
    return 'invalid';
  }
}
