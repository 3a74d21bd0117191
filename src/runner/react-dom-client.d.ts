// What the site's code uses of react-dom/client (the site has no @types/react-dom): the runner's root
// (src/runner/main.tsx) and the client entry (src/plugins/hydration-transitions/clientEntry.tsx).
declare module 'react-dom/client' {
  import type {ErrorInfo, ReactNode} from 'react';
  export interface Root {
    render(children: ReactNode): void;
    unmount(): void;
  }
  export interface RootOptions {
    onRecoverableError?: (error: unknown, errorInfo: ErrorInfo) => void;
  }
  export function createRoot(container: Element, options?: RootOptions): Root;
  export function hydrateRoot(container: Element, initialChildren: ReactNode, options?: RootOptions): Root;
}
