/**
 * The first renders after hydration, as transitions. Right after a page hydrates, Docusaurus
 * renders again twice over: once because `useIsBrowser()` turns true (code block buttons, tabs,
 * the colour-mode toggle, the announcement bar...) and once because `useWindowSize()` learns the
 * real width (the docs sidebar and table of contents take their mobile form on a phone). React
 * runs both as one unsliced render: on a docs page at 4x CPU slowdown, 90-150 ms in long tasks,
 * which is what a phone's reader feels as a page that does not respond yet.
 *
 * This plugin swaps the two modules that hold that state for copies that make the first update a
 * transition (./browserContext.tsx, ./useWindowSize.ts); React then renders it in slices of a few
 * milliseconds. What renders is unchanged. The swap is by resolved file, so the build fails here if
 * a Docusaurus upgrade moves either file, instead of quietly dropping the change.
 *
 * The client entry is swapped too (./clientEntry.tsx): the start-up it runs is Docusaurus's, split
 * over three tasks instead of one (React; the app's modules; the route's match and scripts).
 *
 * Two more swaps take work out of the same moments: code blocks measure whether they overflow with
 * a ResizeObserver instead of a forced layout in an effect (./useCodeWordWrap.ts), and the docs
 * sidebar's shallow memo orders keys without building an ICU collator (./reactUtils.tsx).
 */
import {existsSync} from 'node:fs';
import type {Plugin} from '@docusaurus/types';
import {REPLACEMENTS} from './replacements.cjs';
import {escapeRegExp} from '../../utils/escape-regexp';

export {REPLACEMENTS};

export default function hydrationTransitions(): Plugin {
  for (const {original} of REPLACEMENTS) {
    if (!existsSync(original)) {
      throw new Error(
        `src/plugins/hydration-transitions: ${original} no longer exists (a Docusaurus upgrade?). ` +
          'Find where the module moved and update src/plugins/hydration-transitions/replacements.cjs, ' +
          'or remove the plugin from docusaurus.config.ts.',
      );
    }
  }
  return {
    name: 'lexboot-hydration-transitions',
    // Both bundles: the server renders as Docusaurus's modules would (effects never run there), and
    // site code that imports the copy's additions by Docusaurus's path finds them in either.
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: REPLACEMENTS.map(
          ({original, replacement}) =>
            new currentBundler.instance.NormalModuleReplacementPlugin(new RegExp(`^${escapeRegExp(original)}$`), replacement),
        ),
      };
    },
  };
}
