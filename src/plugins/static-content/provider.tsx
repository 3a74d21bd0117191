// What the docs and blog frames wrap a page's content in: the theme's MDXContent (the MDX components,
// such as code blocks and admonitions). In the production browser bundle ./index.ts puts
// ./provider.lean.tsx in its place: there each content module arrives already wrapped (./runtime.tsx).
export {default} from '@theme/MDXContent';
