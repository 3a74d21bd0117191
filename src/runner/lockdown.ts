/**
 * What the runner's policy (deploy/nginx/runner-headers.conf) cannot forbid, forbidden here before any
 * program runs (issue 41): the program talks to the in-browser back end only, and nothing leaves the
 * frame. The policy's connect-src 'none' already refuses fetch, XMLHttpRequest, WebSocket, EventSource,
 * WebTransport and sendBeacon; default-src 'none' refuses frames, workers, objects and prefetches;
 * form-action 'none' refuses a form sent to a URL; the frame's sandbox refuses popups, downloads and
 * navigating the page; and the page's own policy (frame-src, from its default-src 'self') refuses the
 * frame going to an address off the site. What remains is closed here, each global replaced by one
 * that cannot be put back (not writable, not configurable):
 * - WebRTC (RTCPeerConnection and its prefixed names, RTCDataChannel and the rest of RTC*): no policy
 *   covers its ICE traffic, which would reach any STUN or TURN server;
 * - a nested frame, whose fresh window would have all of the above again: no frame, object or embed
 *   element can be made, by createElement or by parsing HTML, and a frame element's window is not given;
 * - the request APIs themselves, so that a program that tries fails at once rather than by a policy report.
 * Run once, by ./main.tsx, before it listens for a program.
 */

/** The elements that would hold a browsing context of their own, or fetch or preconnect on insertion. */
const REFUSED_ELEMENTS = new Set(['iframe', 'frame', 'frameset', 'object', 'embed', 'portal', 'fencedframe', 'link', 'meta', 'base']);
const REFUSED_MARKUP = /<\s*\/?\s*(?:i?frame|frameset|object|embed|portal|fencedframe|link|meta|base)\b/i;

class Refused extends Error {
  override name = 'RunnerRefused';
}

function refuse(what: string): never {
  throw new Refused(`The runner does not allow ${what}`);
}

/** Replaces `name` of `target` for good: a value, or a getter (and a setter that refuses). */
function seal(target: object, name: string, value: unknown, kind: 'value' | 'getter' = 'value'): void {
  const descriptor: PropertyDescriptor =
    kind === 'value'
      ? {value, writable: false, enumerable: false, configurable: false}
      : {
          get: value as () => unknown,
          set: () => refuse(name),
          enumerable: false,
          configurable: false,
        };
  try {
    Object.defineProperty(target, name, descriptor);
  } catch {
    // Already sealed (a second run of this module): nothing to do.
  }
}

/** A constructor or function that throws: what a program gets instead of an API that leaves the frame. */
function refusing(name: string): () => never {
  const stub = function (): never {
    return refuse(name);
  };
  Object.defineProperty(stub, 'name', {value: name});
  return stub;
}

/** A method of a prototype as it was, to be called with the right `this`. */
function original(proto: object, name: string): (...args: unknown[]) => unknown {
  return (Object.getOwnPropertyDescriptor(proto, name)?.value as (...args: unknown[]) => unknown) ?? refusing(name);
}

/**
 * Markup as the browser will read it: made a string once, here, so that a value whose toString says
 * one thing to the check and another to the parser is parsed as checked.
 */
function checkedMarkup(name: string, value: unknown): string {
  const text = String(value);
  if (REFUSED_MARKUP.test(text)) refuse(`${name} with a frame, object, link or meta element`);
  return text;
}

/** Wraps a method of a prototype so that it refuses markup that would make a refused element. */
function guardMarkup(proto: object | undefined, name: string, argument = 0): void {
  if (!proto) return;
  const descriptor = Object.getOwnPropertyDescriptor(proto, name);
  if (!descriptor) return;
  if (typeof descriptor.value === 'function') {
    const method = original(proto, name);
    seal(proto, name, function (this: unknown, ...args: unknown[]) {
      if (args.length > argument) args[argument] = checkedMarkup(name, args[argument]);
      return method.apply(this, args);
    });
  } else if (descriptor.set) {
    const {set: setter} = descriptor as {set: (this: unknown, value: unknown) => void};
    Object.defineProperty(proto, name, {
      ...descriptor,
      set(this: unknown, value: unknown) {
        setter.call(this, checkedMarkup(name, value));
      },
      enumerable: descriptor.enumerable,
      configurable: false,
    });
  }
}

export function lockDown(): void {
  // WebRTC, whatever its prefix, and every other RTC interface (data channels, transports, ICE).
  for (const name of Object.getOwnPropertyNames(window)) if (/^(?:webkit|moz|ms)?RTC/.test(name)) seal(window, name, undefined);
  for (const name of ['RTCPeerConnection', 'webkitRTCPeerConnection', 'mozRTCPeerConnection', 'RTCDataChannel', 'RTCIceTransport'])
    seal(window, name, undefined);

  // The request APIs (the policy refuses them too) and workers, whose scope would have them again.
  for (const name of [
    'fetch',
    'XMLHttpRequest',
    'WebSocket',
    'WebSocketStream',
    'EventSource',
    'WebTransport',
    'Worker',
    'SharedWorker',
    'XSLTProcessor',
    'DOMParser',
    'open',
  ])
    seal(window, name, refusing(name));
  // On the prototype, where the originals are: an instance's own property would only hide them.
  seal(Navigator.prototype, 'sendBeacon', refusing('sendBeacon'));
  for (const name of ['serviceWorker', 'mediaDevices', 'getUserMedia', 'webkitGetUserMedia'])
    if (name in Navigator.prototype) seal(Navigator.prototype, name, () => undefined, 'getter');

  // No nested frame (its window would be a fresh one), and no element that fetches or preconnects.
  for (const create of ['createElement', 'createElementNS'] as const) {
    const method = original(Document.prototype, create);
    seal(Document.prototype, create, function (this: Document, ...args: unknown[]) {
      // Made a string once, as for markup above; the name is the part after any prefix.
      const at = create === 'createElement' ? 0 : 1;
      const name = String(args[at]);
      args[at] = name;
      const tag = name.replace(/^.*:/, '').toLowerCase();
      if (REFUSED_ELEMENTS.has(tag)) refuse(`a <${tag}> element`);
      return method.apply(this, args);
    });
  }
  // Nor by a customized built-in element, whose constructor would make one without createElement.
  const define = original(CustomElementRegistry.prototype, 'define');
  seal(CustomElementRegistry.prototype, 'define', function (this: CustomElementRegistry, ...args: unknown[]) {
    const options = args[2] as ElementDefinitionOptions | undefined;
    const base = String(options?.extends ?? '').toLowerCase();
    if (REFUSED_ELEMENTS.has(base)) refuse(`a custom <${base}> element`);
    return define.apply(this, args);
  });
  for (const proto of [HTMLIFrameElement, HTMLFrameElement, HTMLObjectElement].map((c) => c.prototype)) {
    seal(proto, 'contentWindow', () => null, 'getter');
    seal(proto, 'contentDocument', () => null, 'getter');
  }
  guardMarkup(Element.prototype, 'innerHTML');
  guardMarkup(Element.prototype, 'outerHTML');
  guardMarkup(ShadowRoot.prototype, 'innerHTML');
  guardMarkup(Element.prototype, 'insertAdjacentHTML', 1);
  guardMarkup(Element.prototype, 'setHTMLUnsafe');
  guardMarkup(ShadowRoot.prototype, 'setHTMLUnsafe');
  guardMarkup(Range.prototype, 'createContextualFragment');
  guardMarkup(Document.prototype, 'execCommand', 2);
  seal(Document.prototype, 'write', refusing('document.write'));
  seal(Document.prototype, 'writeln', refusing('document.writeln'));
  if ('parseHTMLUnsafe' in Document) seal(Document, 'parseHTMLUnsafe', refusing('Document.parseHTMLUnsafe'));
}
