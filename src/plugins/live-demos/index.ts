/**
 * What the live demos of the API pages need from the bundler: the server bundle renders every demo
 * into the pages' HTML (src/demos/server.ts imports them all), while the browser bundle gets
 * src/demos/server.browser.ts in its place, so that there each demo stays in a chunk of its own,
 * loaded when a reader reaches for it (src/components/LiveDemo). The demos import
 * `@lexboot/components` and `@lexboot/core` by name, as an application does: they are the workspace
 * packages under packages/.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function liveDemos(context: {siteDir: string}): Plugin {
  const demos = path.join(context.siteDir, 'src', 'demos');
  return {
    name: 'lexboot-live-demos',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /[\\/]src[\\/]demos[\\/]server\.ts$/,
            path.join(demos, 'server.browser.ts'),
          ),
        ],
      };
    },
  };
}
