// Whether a local port is free to serve on. `scripts/nginx.mjs` and `scripts/bench.mjs` ask before
// they start nginx: when nginx cannot bind its port it gives up after a few seconds, and meanwhile
// whatever already listens there would answer in its place (and be tested or measured).
import {createServer} from 'node:net';

/**
 * Resolves to `null` when `host:port` can be bound now, or to the error code that refused it
 * (`EADDRINUSE` when another process listens there, `EACCES` for a port this user may not use).
 * The probe listens for an instant and closes again.
 */
export function portRefusal(host, port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (error) => resolve(error.code ?? String(error)));
    probe.listen({host, port, exclusive: true}, () => probe.close(() => resolve(null)));
  });
}

/** The message for a port that cannot be used, naming it and the option that picks another. */
export function portRefusalMessage({host, port, code, command, option = '--port'}) {
  const why = code === 'EADDRINUSE' ? 'is already in use by another process' : `cannot be used (${code})`;
  return (
    `Port ${port} on ${host} ${why}, so nothing was started: whatever answers there is not this build.\n` +
    `Stop what listens there, or pick another port: ${command} ${option} ${port + 10}`
  );
}

/**
 * The port an option gives, as a number; throws, naming the option, when it is not a whole number
 * from 0 to 65535.
 * @param {string} option such as `--port`
 * @param {unknown} value as given
 * @returns {number}
 */
export function portNumber(option, value) {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`${option} must be a whole number from 0 to 65535, got ${value}`);
  return port;
}
