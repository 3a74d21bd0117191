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
 *
 * On that first load, the content's blocks past the first screen are laid out only when the reader
 * scrolls near them (src/plugins/rehype-first-screen, custom.css), each standing in with a size of its
 * own until then. When the page opens at a place other than its top (a link to a section, a reload,
 * Back or Forward from another site), the browser scrolls to that place while those sizes stand in,
 * and the blocks around it, laid out, then move what the reader sees: a script in the head marks those
 * loads (`data-whole-layout`), and on them the content is laid out whole at once, as before.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** This file's folder. */
const here = path.dirname(fileURLToPath(import.meta.url));

/** Marks a load that opens at a place: a section's address, a reload, or Back or Forward to the page. */
export const WHOLE_LAYOUT =
  'try{(location.hash.length>1||/^(reload|back_forward)$/.test(performance.getEntriesByType("navigation")[0].type))&&' +
  'document.documentElement.setAttribute("data-whole-layout","")}catch(e){}';

export default function staticContent(context: LoadContext): Plugin {
  const contentDirs = ['docs', 'blog', 'i18n'].map((dir) => path.join(context.siteDir, dir));
  return {
    name: 'lexboot-static-content',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: WHOLE_LAYOUT}]};
    },
    getClientModules() {
      return [path.join(here, 'client-module.ts')];
    },
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /[\\/]static-content[\\/]provider\.tsx$/,
            path.join(here, 'provider.lean.tsx'),
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
              use: [{loader: path.join(here, 'loader.cjs')}],
            },
          ],
        },
      };
    },
  };
}
