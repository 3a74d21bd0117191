// Module hooks (Node's module.register API) for the unit tests: what the bundler gives the site's
// modules and Node does not.
// - `@docusaurus/Translate`: a stand-in whose translate() returns the default (Chinese) message
//   with its {placeholders} filled in, as the site's source locale reads.
// - `*.css`: a CSS Module whose class names are the keys asked for.
const TRANSLATE = 'lexboot-test:translate';
const CSS = 'lexboot-test:css';

const SOURCES = {
  [TRANSLATE]: `
export function translate({message}, values) {
  return message.replace(/{(\\w+)}/g, (match, key) => (values && key in values ? String(values[key]) : match));
}
export default function Translate() {
  throw new Error('<Translate> renders in components; a unit test calls translate()');
}
`,
  [CSS]: 'export default new Proxy({}, {get: (_, key) => String(key)});\n',
};

export async function resolve(specifier, context, nextResolve) {
  if (specifier === '@docusaurus/Translate') return {url: TRANSLATE, shortCircuit: true};
  if (specifier.endsWith('.css')) return {url: CSS, shortCircuit: true};
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (url in SOURCES) return {format: 'module', source: SOURCES[url], shortCircuit: true};
  return nextLoad(url, context);
}
