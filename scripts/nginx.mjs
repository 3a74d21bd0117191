#!/usr/bin/env node
// Serves a build with the production nginx configuration of deploy/nginx/ (the same site.conf,
// headers and compression the company's servers use), on a local port and without TLS. The
// browser tests, `npm run bench` and `npm run serve` (scripts/preview.mjs) run the site this way.
//
//   node scripts/nginx.mjs [dir] [--port 3000] [--host 127.0.0.1]
//
// Needs Debian's `nginx` and `libnginx-mod-http-brotli-static` (.ci/run installs them). nginx runs
// in the foreground with its configuration, pid and logs in a temporary folder; stop it with Ctrl+C.
import {spawn, spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {portRefusal, portRefusalMessage} from './port.mjs';
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

/** The main configuration: the host-specific part around deploy/nginx's http.conf and site.conf. */
export function mainConfig({root, port, host, prefix, token}) {
  // As root, nginx would run its workers as `nobody`, who may not read a build under /root or /work.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `# Written by scripts/nginx.mjs: local serving of ${root}
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
    include lexboot/http.conf;
    server {
        listen ${host}:${port};
        root ${root};
${token ? `        location = ${TOKEN_PATH} { default_type text/plain; return 200 "${token}"; }\n` : ''}        include lexboot/site.conf;
    }
}
`;
}

/**
 * Serves a build with nginx in the foreground until Ctrl+C, then exits the process with nginx's
 * status. Exits with a message when the port is taken (nginx would fail to bind it while whatever
 * listens there answered in its place), or when nginx, its module or the build is missing.
 */
export async function serveWithNginx(options) {
  const refusal = await portRefusal(options.host, options.port);
  if (refusal) {
    console.error(
      portRefusalMessage({
        host: options.host,
        port: options.port,
        code: refusal,
        command: `node ${path.relative(process.cwd(), process.argv[1] ?? 'scripts/nginx.mjs')} ${options.dir}`,
      }),
    );
    process.exit(1);
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
  writeFileSync(conf, mainConfig({root, port: options.port, host: options.host, prefix, token}));
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
  const url = `http://${options.host}:${options.port}/`;
  console.log(`LexBoot site served by nginx at ${url} (中文) and ${url}en/ (English)`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
    if (options.base !== '/') throw new Error('--base is for scripts/serve.mjs; nginx serves the build at /.');
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
