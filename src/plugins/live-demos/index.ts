/**
 * What the live demos of the API pages need from the bundler:
 * - `@lexboot/components` and `@lexboot/core` resolve to the components in src/lexboot-ui, so that a
 *   demo imports them as an application does and the source shown under it is the code that runs;
 * - `process.env.LIVE_DEMO_SERVER` is `true` in the server bundle only, so that src/demos/index.ts
 *   renders demos into the HTML there while the browser bundle keeps them in chunks of their own,
 *   loaded when a reader reaches for one (src/components/LiveDemo).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function liveDemos(context: {siteDir: string}): Plugin {
  const ui = path.join(context.siteDir, 'src', 'lexboot-ui');
  return {
    name: 'lexboot-live-demos',
    configureWebpack(_config, isServer, {currentBundler}) {
      return {
        resolve: {
          alias: {
            '@lexboot/components$': path.join(ui, 'index.ts'),
            '@lexboot/core$': path.join(ui, 'core', 'index.ts'),
          },
        },
        plugins: [new currentBundler.instance.DefinePlugin({'process.env.LIVE_DEMO_SERVER': JSON.stringify(isServer)})],
      };
    },
  };
}
