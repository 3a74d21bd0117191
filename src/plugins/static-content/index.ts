/**
 * A docs page's or blog post's content is not shipped as script on the page's first load.
 *
 * Docusaurus bundles each Markdown page as a React module (JSX for every paragraph, heading and
 * code line) that the browser downloads and hydrates before the page responds, though the server's
 * HTML of it is already on screen: on the code-generation tutorial that was 25 KB of compressed
 * script and most of the page's start-up. In the production browser bundle, ./loader.cjs turns
 * each such module into a small one that keeps what the frame needs (title, table of contents, front
 * matter, metadata) and loads the content module itself only when React has to render it: on a move
 * within the site (./runtime.tsx). On the first load src/components/StaticContent keeps the server's
 * HTML and handles its links, code blocks, tabs, tables and live demos.
 *
 * `docusaurus start` has no server HTML: there the modules stay whole.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export default function staticContent(context: LoadContext): Plugin {
  const contentDirs = ['docs', 'blog', 'i18n'].map((dir) => path.join(context.siteDir, dir));
  return {
    name: 'lexboot-static-content',
    getClientModules() {
      return [path.join(__dirname, 'client-module.ts')];
    },
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /[\\/]static-content[\\/]provider\.tsx$/,
            path.join(__dirname, 'provider.lean.tsx'),
          ),
        ],
        module: {
          rules: [
            {
              test: /\.mdx?$/i,
              include: contentDirs,
              resourceQuery: {not: [/[?&]full(&|$)/]},
              // After the MDX and JavaScript loaders: this one reads plain JavaScript.
              enforce: 'post',
              use: [{loader: path.join(__dirname, 'loader.cjs')}],
            },
          ],
        },
      };
    },
  };
}
