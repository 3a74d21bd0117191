/**
 * react-helmet-async in the browser bundle (see ../index.ts): `<Helmet>` and `<HelmetProvider>` with
 * the same rules (./state.ts), applied to the document after React commits instead of while it
 * renders. The server keeps react-helmet-async itself, which writes the head of every page's HTML.
 *
 * Why: react-helmet-async updates the head from inside render, a frame later. Docusaurus hydrates a
 * page in slices (a transition), so that frame came between slices: the site's defaults were applied
 * before the page's own `<Head>` had rendered, and every page load changed its title to "LexBoot",
 * dropped and re-added its description, Open Graph tags and structured data, then set them back,
 * on the main thread of a page that is still starting. Here the head is compared with what the
 * committed tree asks for, once per commit, and the server's head, already right, is left as it is.
 * It is also 3.4 KB less of every page's first script (compressed).
 */
import {useLayoutEffect, useState, type ReactNode} from 'react';
import {canonicalJson, headState, TAG_TYPES, type HeadProps, type HeadState, type HeadTag} from './state';

/** The props of each mounted <Helmet>, by the order of its first render, which is the tree's order. */
const mounted = new Map<number, HeadProps>();
let nextOrder = 0;
let scheduled = false;
/** The attributes of <html> and <body> set from a <Helmet>, so that one no longer asked for is removed. */
const managed = {html: new Set<string>(), body: new Set<string>()};

export function HelmetProvider({children}: {children?: ReactNode; context?: unknown}): ReactNode {
  return children;
}

export function Helmet(props: HeadProps): null {
  const [order] = useState(() => (nextOrder += 1));
  useLayoutEffect(() => {
    mounted.set(order, props);
    schedule();
  });
  useLayoutEffect(
    () => () => {
      mounted.delete(order);
      schedule();
    },
    [order],
  );
  return null;
}

/** Once for all the <Helmet>s of one commit: their effects run one after the other, then this. */
function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  queueMicrotask(() => {
    scheduled = false;
    apply(headState([...mounted.entries()].sort(([a], [b]) => a - b).map(([, props]) => props)));
  });
}

function apply(state: HeadState): void {
  if (state.title !== undefined && document.title !== state.title) document.title = state.title;
  setAttributes(document.documentElement, state.htmlAttributes, managed.html);
  setAttributes(document.body, state.bodyAttributes, managed.body);
  for (const type of TAG_TYPES)
    updateTags(
      type,
      state.tags.filter((tag) => tag.type === type),
    );
}

function setAttributes(element: HTMLElement, attributes: Readonly<Record<string, string>>, names: Set<string>): void {
  for (const name of names) if (!(name in attributes)) element.removeAttribute(name);
  names.clear();
  for (const [name, value] of Object.entries(attributes)) {
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
    names.add(name);
  }
}

/** The tags of one type that a <Helmet> put in the head (the server's too: `data-rh`) become `tags`. */
function updateTags(type: HeadTag['type'], tags: readonly HeadTag[]): void {
  const old: Element[] = Array.from(document.head.querySelectorAll(`${type}[data-rh]`));
  for (const tag of tags) {
    const element = document.createElement(type);
    for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value);
    if (tag.text) element.textContent = tag.text;
    element.setAttribute('data-rh', 'true');
    const same = old.findIndex((existing) => sameTag(existing, element));
    if (same === -1) document.head.appendChild(element);
    else old.splice(same, 1);
  }
  for (const element of old) element.remove();
}

/**
 * The build's HTML minifier rewrites structured data (JSON-LD) with its keys in another order: the
 * same data is the same tag, whatever the order of its keys.
 */
function sameTag(existing: Element, element: HTMLElement): boolean {
  if (existing.isEqualNode(element)) return true;
  if (element.localName !== 'script' || !/json/i.test(element.getAttribute('type') ?? '')) return false;
  const attributes = (node: Element) =>
    JSON.stringify(
      node
        .getAttributeNames()
        .sort()
        .map((name) => [name, node.getAttribute(name)]),
    );
  const data = canonicalJson(element.textContent);
  return attributes(existing) === attributes(element) && data !== undefined && data === canonicalJson(existing.textContent);
}
