// The one function of react-dom/client the runner uses (the site has no @types/react-dom).
declare module 'react-dom/client' {
  import type {ReactNode} from 'react';
  export interface Root {
    render(children: ReactNode): void;
    unmount(): void;
  }
  export function createRoot(container: Element): Root;
}
