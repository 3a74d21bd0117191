/**
 * What the document's head should hold, from the props of every mounted `<Head>` (Docusaurus's
 * `@docusaurus/Head`, which is react-helmet-async's `<Helmet>`), in the order of the tree: the rules
 * of react-helmet-async, which renders the server's HTML, so that the browser arrives at the same
 * head. A later `<Head>` (deeper in the page) wins over an earlier one: its title; its `<html>` and
 * `<body>` attributes, one by one; and its meta, link and script tags over the earlier ones with the
 * same primary attribute (a meta's name or property, a link's href, or `rel="canonical"`, a script's
 * src or text). Tags of one `<Head>` never replace each other (a post's several `article:tag`), and
 * a tag without a primary attribute is left out, as react-helmet-async leaves it out.
 */
import {Children, Fragment, isValidElement, type ReactNode} from 'react';

export type HeadProps = {readonly children?: ReactNode};

export const TAG_TYPES = ['base', 'meta', 'link', 'script', 'style', 'noscript'] as const;
export type TagType = (typeof TAG_TYPES)[number];

export type HeadTag = {readonly type: TagType; readonly attributes: Readonly<Record<string, string>>; readonly text: string};

export type HeadState = {
  readonly title: string | undefined;
  readonly htmlAttributes: Readonly<Record<string, string>>;
  readonly bodyAttributes: Readonly<Record<string, string>>;
  readonly tags: readonly HeadTag[];
};

/** react-helmet-async's primary attributes (in the order it reads them). */
const PRIMARY: Record<TagType, readonly string[]> = {
  base: ['href'],
  meta: ['charset', 'name', 'http-equiv', 'property', 'itemprop'],
  link: ['rel', 'href'],
  script: ['src', 'innerHTML'],
  style: ['cssText'],
  noscript: ['innerHTML'],
};

/** React prop names whose HTML attribute is spelt otherwise. */
const ATTRIBUTE_NAMES: Record<string, string> = {
  className: 'class',
  charSet: 'charset',
  httpEquiv: 'http-equiv',
  itemProp: 'itemprop',
  hrefLang: 'hreflang',
  crossOrigin: 'crossorigin',
  referrerPolicy: 'referrerpolicy',
  htmlFor: 'for',
};

type Element = {type: unknown; props: Record<string, unknown>};

function elementsOf(children: ReactNode): Element[] {
  const found: Element[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    const element = child as unknown as Element;
    if (element.type === Fragment) found.push(...elementsOf(element.props.children as ReactNode));
    else found.push(element);
  });
  return found;
}

function textOf(children: unknown): string {
  if (Array.isArray(children)) return children.map(textOf).join('');
  return typeof children === 'string' || typeof children === 'number' ? String(children) : '';
}

function attributesOf(props: Record<string, unknown>): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(props)) {
    if (name === 'children' || name === 'dangerouslySetInnerHTML' || value === undefined || value === null) continue;
    attributes[ATTRIBUTE_NAMES[name] ?? name] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return attributes;
}

/** The key by which a later `<Head>`'s tag replaces an earlier one's, or undefined for none. */
function primaryKey(tag: HeadTag): string | undefined {
  let key: string | undefined;
  const values: Record<string, string> = {...tag.attributes, ...(tag.text ? {innerHTML: tag.text, cssText: tag.text} : {})};
  for (const name of Object.keys(values)) {
    const lower = name === 'innerHTML' || name === 'cssText' ? name : name.toLowerCase();
    if (!PRIMARY[tag.type].includes(lower)) continue;
    // A canonical link is one of a kind whatever its href; a style sheet's rel says nothing.
    if (key === 'rel' && values.rel?.toLowerCase() === 'canonical') continue;
    if (lower === 'rel' && values[name]?.toLowerCase() === 'stylesheet') continue;
    key = lower;
  }
  return key && values[key] ? `${key}=${values[key]}` : undefined;
}

export function headState(instances: readonly HeadProps[]): HeadState {
  let title: string | undefined;
  const htmlAttributes: Record<string, string> = {};
  const bodyAttributes: Record<string, string> = {};
  const perInstance: HeadTag[][] = [];
  for (const instance of instances) {
    const tags: HeadTag[] = [];
    for (const {type, props} of elementsOf(instance.children)) {
      if (type === 'title') title = textOf(props.children);
      else if (type === 'html') Object.assign(htmlAttributes, attributesOf(props));
      else if (type === 'body') Object.assign(bodyAttributes, attributesOf(props));
      else if ((TAG_TYPES as readonly unknown[]).includes(type)) {
        const inner = (props.dangerouslySetInnerHTML as {__html?: string} | undefined)?.__html;
        tags.push({type: type as TagType, attributes: attributesOf(props), text: inner ?? textOf(props.children)});
      }
    }
    perInstance.push(tags);
  }
  // From the last <Head> back: a tag whose key a later <Head> already has is dropped.
  const taken = new Set<string>();
  const kept: HeadTag[][] = [];
  for (const tags of perInstance.reverse()) {
    const keys: string[] = [];
    kept.unshift(
      tags.filter((tag) => {
        const key = primaryKey(tag);
        if (key === undefined) return false;
        const scoped = `${tag.type}:${key}`;
        keys.push(scoped);
        return !taken.has(scoped);
      }),
    );
    for (const key of keys) taken.add(key);
  }
  return {title, htmlAttributes, bodyAttributes, tags: kept.flat()};
}

/** JSON text with the keys of every object sorted, to compare data whatever its keys' order; undefined if not JSON. */
export function canonicalJson(text: string | null): string | undefined {
  const sort = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sort)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((key) => [key, sort((value as Record<string, unknown>)[key])]),
          )
        : value;
  try {
    return JSON.stringify(sort(JSON.parse(text ?? '')));
  } catch {
    return undefined;
  }
}
