/**
 * The browser side of ./index.ts: what a doc's or post's module exports as its content.
 *
 * On the page's first load the server's HTML of the content is already in the document, and
 * nothing in it needs the content's script: src/components/StaticContent keeps that HTML as it is
 * and gives the few parts that act (links, code blocks' buttons, tabs, wide tables, live demos)
 * small handlers of their own. So the module evaluated for the first page, before React hydrates
 * it, loads nothing more: its default export is a stand-in, which carries that HTML once the page
 * has hydrated, to show it again when the reader comes back to the page within the site (and which
 * would load the whole module only if it had none).
 *
 * Any later module is loaded for a move within the site, where React renders the content itself:
 * it waits for the whole module (the route's loading waits with it, as for any route chunk), so the
 * page renders at once, as before.
 */
import {lazy, type ComponentType} from 'react';

type ContentModule = {default: ComponentType<object>};

/** Marks the stand-in of the first page's content. */
const STATIC = Symbol.for('lexboot.staticContent');

let hydrated = false;

/** Called once React has hydrated the first page (./client-module.ts). */
export function markHydrated(): void {
  hydrated = true;
}

type Kept = {html?: string; blockSizes?: readonly number[]};
type StandIn = ComponentType<object> & {[STATIC]: Kept};

/** Whether `type` is the stand-in: the content whose HTML the server put on the first page. */
export function isStaticContent(type: unknown): type is StandIn {
  return typeof type === 'function' && STATIC in type;
}

/**
 * The server's HTML of a stand-in's content, as the first page showed it before anything acted on
 * it (src/components/StaticContent keeps it): the page comes back at once with it, at its full
 * height, so that Back finds the place the reader left. Undefined until the page has hydrated.
 */
export function serverHtml(type: StandIn): string | undefined {
  return type[STATIC].html;
}

export function keepServerHtml(type: StandIn, html: string): void {
  type[STATIC].html = html;
}

/**
 * The block sizes of the first page's content blocks when the reader left it (see
 * src/components/StaticContent): given to the same blocks when the page shows again.
 */
export function blockSizes(type: StandIn): readonly number[] | undefined {
  return type[STATIC].blockSizes;
}

export function keepBlockSizes(type: StandIn, sizes: readonly number[]): void {
  type[STATIC].blockSizes = sizes;
}

/** The whole content in MDXContent, which the frame leaves out in this bundle (./provider.lean.tsx). */
async function whole(load: () => Promise<ContentModule>): Promise<ContentModule> {
  const [{default: Content}, {default: MDXContent}] = await Promise.all([load(), import('@theme/MDXContent')]);
  return {
    default: (props: object) => (
      <MDXContent>
        <Content {...props} />
      </MDXContent>
    ),
  };
}

export async function content(load: () => Promise<ContentModule>): Promise<ComponentType<object>> {
  if (hydrated) return (await whole(load)).default;
  const Whole = lazy(() => whole(load));
  const StandIn = (props: object) => <Whole {...props} />;
  return Object.assign(StandIn, {[STATIC]: {}});
}
