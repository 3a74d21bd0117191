// The scripts a page of the build runs on its first load, read from the files Docusaurus itself
// loads, without a browser: the two start-up scripts its HTML names (the bundler's runtime and
// main.js), then the chunks of the route the client matches, as main.js lists them (the routes
// tree, each route's chunk names, the registry of chunk names to chunk ids) and as the runtime
// names their files. Chunks a page loads later (on a click, in an idle moment) are not counted.
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';

/** A route of the client's tree: its path, the hash in its chunk-names key, and whether it has child routes. */
type Route = {path: string; hash: string; layout: boolean};

/** The object literal (JSON-shaped) that starts at `start`, up to its balanced closing brace. */
function objectAt(text: string, start: number): string {
  let depth = 0;
  for (let i = start; i < text.length; i += 1) {
    const c = text[i];
    if (c === '"') {
      for (i += 1; text[i] !== '"'; i += 1) if (text[i] === '\\') i += 1;
    } else if (c === '{') depth += 1;
    else if (c === '}' && --depth === 0) return text.slice(start, i + 1);
  }
  throw new Error(`no balanced object at ${start}`);
}

/** Every string value of a parsed chunk-names object, at any depth. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** The bytes a file costs on the wire: its brotli copy where the build has one (nginx serves it), else the file. */
export function wireBytes(file: string): number {
  return existsSync(`${file}.br`) ? statSync(`${file}.br`).size : statSync(file).size;
}

export interface FirstLoad {
  /** The script files, relative to the locale's folder. */
  files: string[];
  /** Their bytes on the wire. */
  bytes: number;
}

/** A reader of one locale's build (`dir`: the build folder, or its `en/`). */
export function firstLoadReader(dir: string): (pagePath: string) => FirstLoad {
  const html = (page: string) => readFileSync(path.join(dir, page), 'utf8');
  const startScripts = [...html('index.html').matchAll(/<script src=["']?([^"' >]+\.js)/g)].map((m) => m[1]!);
  const base = /^(.*\/)assets\/js\//.exec(startScripts[0] ?? '')?.[1] ?? '/';
  const local = (src: string) => src.slice(base.length);
  const runtimeSrc = startScripts.find((src) => /runtime~main\.[0-9a-f]+\.js$/.test(src));
  const mainSrc = startScripts.find((src) => /\/main\.[0-9a-f]+\.js$/.test(src));
  if (!runtimeSrc || !mainSrc) throw new Error(`${dir}/index.html names no runtime~main and main script: ${startScripts.join(', ')}`);
  const runtime = readFileSync(path.join(dir, local(runtimeSrc)), 'utf8');
  const main = readFileSync(path.join(dir, local(mainSrc)), 'utf8');

  // The runtime's file name of a chunk id: "assets/js/" + (names[id] || id) + "." + hashes[id] + ".js".
  const naming = /"assets\/js\/"\+\(\(?(\{[^}]*\})\)?\[e\]\|\|e\)\+"\."\+\(?(\{[^}]*\})\)?\[e\]\+"\.js"/.exec(runtime);
  if (!naming) throw new Error('the runtime names its chunk files in a way this reader does not know');
  const literal = (object: string) => JSON.parse(object.replace(/([{,])(\d+):/g, '$1"$2":')) as Record<string, string>;
  const chunkNames = literal(naming[1]!);
  const chunkHashes = literal(naming[2]!);
  // A chunk without a hash is one the page's HTML already loads (main.js's own).
  const chunkFile = (id: string) => (chunkHashes[id] === undefined ? undefined : `assets/js/${chunkNames[id] ?? id}.${chunkHashes[id]}.js`);

  // The registry: chunk name -> the chunk ids its loader fetches (none for a module in main.js).
  const registry = new Map<string, string[]>();
  // The minifier writes a name that reads as a number as one (17896441 as 0x11113f9), others as they are.
  const nameOf = (key: string) => (key.startsWith('"') ? key.slice(1, -1) : /^[\d.]/.test(key) ? String(Number(key)) : key);
  for (const m of main.matchAll(
    /([\w$.]+|"[^"]+"):\[\(\)=>(Promise\.all\(\[[^\]]*\]\)|[\w$]+\.e\("?[\w~-]+"?\)|Promise\.resolve\(\))\.then/g,
  )) {
    registry.set(
      nameOf(m[1]!),
      [...m[2]!.matchAll(/\.e\("?([\w~-]+)"?\)/g)].map((e) => e[1]!),
    );
  }
  // Each route's chunk names, keyed "path-hash".
  const routeChunks = new Map<string, string[]>();
  for (const m of main.matchAll(/"(\/[^"]*-[0-9a-f]{3})":\{/g)) {
    routeChunks.set(m[1]!, strings(JSON.parse(objectAt(main, m.index + m[0].length - 1))));
  }
  const routes: Route[] = [...main.matchAll(/\{path:"([^"]*)",component:[\w$]+\("[^"]*","([0-9a-f]{3})"\)(,routes:)?/g)].map((m) => ({
    path: m[1]!,
    hash: m[2]!,
    layout: m[3] !== undefined,
  }));

  return (pagePath) => {
    const chain = routes.filter((r) => (r.layout ? pagePath === r.path || pagePath.startsWith(`${r.path}/`) : pagePath === r.path));
    if (!chain.some((r) => !r.layout)) throw new Error(`no route of ${dir}'s main.js matches ${pagePath}`);
    const ids = new Set<string>();
    for (const route of chain) {
      const names = routeChunks.get(`${route.path}-${route.hash}`);
      if (!names) throw new Error(`main.js has no chunk names for ${route.path}-${route.hash}`);
      for (const name of names) {
        const chunks = registry.get(name);
        if (!chunks) throw new Error(`main.js's registry has no chunk name ${name} (${route.path})`);
        for (const id of chunks) ids.add(id);
      }
    }
    const chunks = [...ids].map(chunkFile).filter((file) => file !== undefined);
    const files = [local(runtimeSrc), local(mainSrc), ...chunks];
    for (const file of files) if (!existsSync(path.join(dir, file))) throw new Error(`${file} is named but not in ${dir}`);
    return {files, bytes: files.reduce((sum, file) => sum + wireBytes(path.join(dir, file)), 0)};
  };
}
