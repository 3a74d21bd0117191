// Client module of ./index.ts: the first route update follows the first page's hydration; a content
// module loaded after that is loaded for a move within the site (./runtime.tsx).
import {markHydrated} from './runtime';

export function onRouteDidUpdate(): void {
  markHydrated();
}
