/**
 * Stands in for @docusaurus/core/lib/client/browserContext.js (see ./index.ts). The same context,
 * flipped to true once the page has hydrated, but in a transition: the render that follows (every
 * code block's buttons, the colour-mode toggle, tabs...) is then sliced into short tasks instead of
 * running as one, which on a phone is a long task the reader feels as a page that does not respond.
 */
import React, {startTransition, useEffect, useState, type ReactNode} from 'react';

export const Context = React.createContext(false);

export function BrowserContextProvider({children}: {children: ReactNode}): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
