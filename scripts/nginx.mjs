#!/usr/bin/env node
// Serves a build with the production nginx configuration of deploy/nginx/ (the same site.conf,
// headers and compression the company's servers use), on a local port and without TLS. The
// browser tests, `npm run bench` and `npm run serve` (scripts/preview.mjs) run the site this way.
//
//   node scripts/nginx.mjs [dir] [--port 3000] [--host 127.0.0.1]
//
// With --https-port, a certificate and its key, it runs lexboot.conf itself instead, all four of
// its servers (port 80's two redirects, the bare domain's redirect and www.lexboot.cn), with only what
// belongs to the production host replaced: the ports, the certificate's files and the build's
// folder. Clients name the site by SNI and Host (www.lexboot.cn or lexboot.cn), as in production;
// tests/unit/https-headers.test.ts checks the headers sent over TLS this way.
//
//   node scripts/nginx.mjs [dir] --port 8080 --https-port 8443 --certificate cert.pem --key key.pem
//
// With --second-root and --second-port, the same nginx serves a second build on a second port with
// the same site.conf (scripts/bench.mjs measures the stock Docusaurus site beside ours this way).
//
//   node scripts/nginx.mjs [dir] --port 4180 --second-root /tmp/reference --second-port 4181
//
// Needs Debian's `nginx` and `libnginx-mod-http-brotli-static` (.ci/run installs them). nginx runs
// in the foreground with its configuration, pid and logs in a temporary folder; stop it with Ctrl+C.
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {portNumber, portRefusal, portRefusalMessage} from './port.mjs';
import {parseArgs} from './serve.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEPLOY = path.join(REPO, 'deploy', 'nginx');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const BROTLI_STATIC = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const MIME_TYPES = '/etc/nginx/mime.types';

/** What is missing to run nginx here, each with the command that installs it. */
export function missingParts() {
  const missing = [];
  if (!existsSync(NGINX)) missing.push(`nginx (${NGINX}): apt-get install nginx`);
  if (!existsSync(BROTLI_STATIC)) {
    missing.push(`the brotli_static module (${BROTLI_STATIC}): apt-get install libnginx-mod-http-brotli-static`);
  }
  if (!existsSync(MIME_TYPES)) missing.push(`${MIME_TYPES}: apt-get install nginx`);
  return missing;
}

/**
 * The path at which a server started with `LEXBOOT_NGINX_TOKEN` set answers that token, so that
 * the process that started it (scripts/bench.mjs) can tell its own nginx from another server on
 * the port. Without the variable the configuration has no such location.
 */
export const TOKEN_PATH = '/__lexboot-nginx-token';

/** The main configuration's frame: the host-specific settings around the given `http {}` content. */
function configFrame({prefix, description, http}) {
  // As root, nginx would run its workers as `nobody`, who may not read a build under /root or /work.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `# Written by scripts/nginx.mjs: ${description}
${user}load_module ${BROTLI_STATIC};
daemon off;
worker_processes 1;
pid ${path.join(prefix, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 512; }
http {
    include ${MIME_TYPES};
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    client_body_temp_path ${path.join(prefix, 'client_body')};
    proxy_temp_path ${path.join(prefix, 'proxy')};
    fastcgi_temp_path ${path.join(prefix, 'fastcgi')};
    uwsgi_temp_path ${path.join(prefix, 'uwsgi')};
    scgi_temp_path ${path.join(prefix, 'scgi')};
${http}
}
`;
}

/**
 * The main configuration: the host-specific part around deploy/nginx's http.conf and site.conf.
 * With `second` ({root, port}), a second server block serves another build on another port with the
 * same site.conf, in the same nginx: scripts/bench.mjs measures a reference site beside ours this
 * way, so that both are served alike (headers, compression, caching, redirects) by one process.
 * @param {{root: string, port: number, host: string, prefix: string, token?: string, second?: {root: string, port: number}}} options
 * @returns {string}
 */
export function mainConfig({root, port, host, prefix, token, second}) {
  const server = (serverRoot, serverPort) => `    server {
        listen ${host}:${serverPort};
        root ${serverRoot};
${token ? `        location = ${TOKEN_PATH} { default_type text/plain; return 200 "${token}"; }\n` : ''}        include lexboot/site.conf;
    }`;
  return configFrame({
    prefix,
    description: `local serving of ${root}${second ? ` and, on port ${second.port}, ${second.root}` : ''}`,
    http: ['    include lexboot/http.conf;', server(root, port), ...(second ? [server(second.root, second.port)] : [])].join('\n'),
  });
}

/**
 * lexboot.conf as it is, but for what belongs to the production host: its ports 80 and 443 become
 * `host:port` and `host:httpsPort` (the IPv6 listens go), the certificate's files and the build's
 * folder the given ones. Throws when one of them is not found where it was, or a production port
 * or path is left, so that a changed lexboot.conf cannot be run half-replaced.
 */
export function productionConfig({root, host, port, httpsPort, certificate, key, prefix}) {
  const file = path.join(DEPLOY, 'lexboot.conf');
  let text = readFileSync(file, 'utf8');
  const replacements = [
    [/^[ \t]*listen \[::\]:(?:80|443)\b[^;]*;\n/gm, ''],
    [/^([ \t]*listen) 80;$/gm, `$1 ${host}:${port};`],
    [/^([ \t]*listen) 443( [^;]*)?;$/gm, `$1 ${host}:${httpsPort}$2;`],
    [/^([ \t]*ssl_certificate) +\/\S+;$/gm, `$1 ${certificate};`],
    [/^([ \t]*ssl_certificate_key) +\/\S+;$/gm, `$1 ${key};`],
    [/^([ \t]*root) +\/srv\/\S+;$/gm, `$1 ${root};`],
  ];
  for (const [pattern, replacement] of replacements) {
    if (!pattern.test(text)) throw new Error(`${file}: no line matches ${pattern}; update productionConfig() in scripts/nginx.mjs`);
    pattern.lastIndex = 0;
    text = text.replace(pattern, replacement);
  }
  const left = text.split('\n').find((line) => /^\s*(?:listen\s+(?:\[::\]:)?(?:80|443)\b|[^#]*\s\/(?:etc|srv)\/)/.test(line));
  if (left !== undefined) throw new Error(`${file}: a production port or path is left: ${left.trim()}`);
  return configFrame({
    prefix,
    description: `deploy/nginx/lexboot.conf serving ${root}, HTTP on ${host}:${port} and HTTPS on ${host}:${httpsPort}`,
    http: text.replace(/^(?=.)/gm, '    ').trimEnd(),
  });
}

/**
 * Serves a build with nginx in the foreground until Ctrl+C, then exits the process with nginx's
 * status. Exits with a message when the port is taken (nginx would fail to bind it while whatever
 * listens there answered in its place), or when nginx, its module or the build is missing.
 * With `options.tls` ({port, certificate, key}), runs lexboot.conf itself (productionConfig).
 */
export async function serveWithNginx(options) {
  const {tls, second} = options;
  const ports = [
    ['--port', options.port],
    ...(tls ? [['--https-port', tls.port]] : []),
    ...(second ? [['--second-port', second.port]] : []),
  ];
  for (const [option, port] of ports) {
    const refusal = await portRefusal(options.host, port);
    if (refusal) {
      console.error(
        portRefusalMessage({
          host: options.host,
          port,
          code: refusal,
          command: `node ${path.relative(process.cwd(), process.argv[1] ?? 'scripts/nginx.mjs')} ${options.dir}`,
          option,
        }),
      );
      process.exit(1);
    }
  }
  const missing = missingParts();
  if (missing.length > 0) {
    console.error(`Cannot start nginx; missing:\n  ${missing.join('\n  ')}\nOr use "npm run serve", which needs only Node.js.`);
    process.exit(1);
  }
  const root = path.resolve(options.dir);
  if (!existsSync(path.join(root, 'index.html'))) {
    console.error(`No build in ${root}: run "npm run build" first.`);
    process.exit(1);
  }
  const secondRoot = second && path.resolve(second.root);
  if (secondRoot && !existsSync(path.join(secondRoot, 'index.html'))) {
    console.error(`No build in ${secondRoot} (--second-root).`);
    process.exit(1);
  }
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'lexboot-nginx-'));
  // site.conf includes `lexboot/security-headers.conf`, relative to the configuration's folder,
  // as it is under /etc/nginx in production.
  symlinkSync(DEPLOY, path.join(prefix, 'lexboot'));
  const conf = path.join(prefix, 'nginx.conf');
  const token = process.env.LEXBOOT_NGINX_TOKEN;
  if (token !== undefined && !/^[A-Za-z0-9-]+$/.test(token)) {
    console.error('LEXBOOT_NGINX_TOKEN may hold only letters, digits and hyphens.');
    process.exit(2);
  }
  const {host, port} = options;
  try {
    const config = tls
      ? productionConfig({
          root,
          host,
          port,
          httpsPort: tls.port,
          certificate: path.resolve(tls.certificate),
          key: path.resolve(tls.key),
          prefix,
        })
      : mainConfig({root, port, host, prefix, token, second: second && {root: secondRoot, port: second.port}});
    writeFileSync(conf, config);
  } catch (error) {
    console.error(error.message);
    rmSync(prefix, {recursive: true, force: true});
    process.exit(1);
  }
  const cleanUp = () => rmSync(prefix, {recursive: true, force: true});

  const check = spawnSync(NGINX, ['-t', '-q', '-p', prefix, '-c', conf], {encoding: 'utf8'});
  if (check.status !== 0) {
    console.error(`nginx rejected the configuration of deploy/nginx/:\n${check.stderr}`);
    cleanUp();
    process.exit(1);
  }
  const nginx = spawn(NGINX, ['-p', prefix, '-c', conf], {stdio: 'inherit'});
  const stop = () => nginx.kill('SIGQUIT');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  nginx.on('exit', (code, signal) => {
    cleanUp();
    process.exit(code ?? (signal ? 0 : 1));
  });
  const url = `http://${host}:${port}/`;
  if (tls) {
    console.log(
      `deploy/nginx/lexboot.conf served by nginx: ${url} redirects to HTTPS, and https://${host}:${tls.port}/ ` +
        'answers for www.lexboot.cn and lexboot.cn (by SNI and Host, with the given certificate).',
    );
  } else {
    console.log(`LexBoot site served by nginx at ${url} (中文) and ${url}en/ (English)`);
    if (second) console.log(`${secondRoot} served by the same nginx and configuration at http://${host}:${second.port}/`);
  }
}

/**
 * The options of this script: those of scripts/serve.mjs but --base; --https-port with
 * --certificate and --key (all three or none), which make it run lexboot.conf over TLS; and
 * --second-root with --second-port (both or neither), a second build served beside the first.
 * @param {string[]} argv
 * @returns {import('./serve.mjs').ServeOptions & {tls?: {port: number, certificate: string, key: string}, second?: {root: string, port: number}}}
 */
export function parseNginxArgs(argv) {
  const VALUED = {
    '--https-port': 'httpsPort',
    '--certificate': 'certificate',
    '--key': 'key',
    '--second-root': 'secondRoot',
    '--second-port': 'secondPort',
  };
  const rest = [];
  const given = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const name = Object.hasOwn(VALUED, arg) ? VALUED[arg] : undefined;
    if (name === undefined) {
      rest.push(arg);
      continue;
    }
    const value = argv[i + 1];
    if (value === undefined || value.startsWith('--')) throw new Error(`${arg} needs a value.`);
    given[name] = value;
    i += 1;
  }
  const options = parseArgs(rest);
  if (options.base !== '/') throw new Error('--base is for scripts/serve.mjs; nginx serves the build at /.');
  const tlsGiven = ['httpsPort', 'certificate', 'key'].filter((k) => k in given);
  const secondGiven = ['secondRoot', 'secondPort'].filter((k) => k in given);
  if (tlsGiven.length > 0 && tlsGiven.length < 3) throw new Error('--https-port, --certificate and --key go together: give all three.');
  if (secondGiven.length === 1) throw new Error('--second-root and --second-port go together: give both.');
  if (tlsGiven.length > 0 && secondGiven.length > 0)
    throw new Error('--second-root serves beside the local server, not beside lexboot.conf over TLS.');
  if (tlsGiven.length === 3) {
    return {...options, tls: {port: portNumber('--https-port', given.httpsPort), certificate: given.certificate, key: given.key}};
  }
  if (secondGiven.length === 2) return {...options, second: {root: given.secondRoot, port: portNumber('--second-port', given.secondPort)}};
  return options;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let options;
  try {
    options = parseNginxArgs(process.argv.slice(2));
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
  // No top-level await: the unit tests (TypeScript, run as CommonJS) import this module.
  serveWithNginx(options).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
