/**
 * What the live demos of the API pages need from the bundler: `process.env.LIVE_DEMO_SERVER` is
 * `true` in the server bundle only, so that src/demos/index.ts renders demos into the HTML there
 * while the browser bundle keeps them in chunks of their own, loaded when a reader reaches for one
 * (src/components/LiveDemo). The demos import `@lexboot/components` and `@lexboot/core` by name, as
 * an application does: they are the workspace packages under packages/.
 */
import type {Plugin} from '@docusaurus/types';

export default function liveDemos(): Plugin {
  return {
    name: 'lexboot-live-demos',
    configureWebpack(_config, isServer, {currentBundler}) {
      return {
        plugins: [new currentBundler.instance.DefinePlugin({'process.env.LIVE_DEMO_SERVER': JSON.stringify(isServer)})],
      };
    },
  };
}
