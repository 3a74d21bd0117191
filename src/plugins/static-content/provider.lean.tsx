// ./provider.tsx in the production browser bundle: the content arrives already in MDXContent
// (./runtime.tsx), so the frame passes it on as it is and its first load has no MDX components.
import type {ReactNode} from 'react';

export default function ContentProvider({children}: {readonly children: ReactNode}): ReactNode {
  return children;
}
