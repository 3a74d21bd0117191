/**
 * Fails the build (and `docusaurus start`) before anything is bundled when the site would build with
 * two copies of a Docusaurus package, or declares one at another version than the core's: the
 * theme, its hooks and the site's swaps and ejects would then bind to different copies, and static
 * generation fails far from the cause (or, worse, succeeds with a swap applied to a file nobody uses).
 * ./packages.cjs finds each package the way Docusaurus does; the swaps and scripts/upstream-hashes.mjs
 * look there.
 */
import type {Plugin} from '@docusaurus/types';
import {copiesProblem, declaredProblem} from './packages.cjs';

export default function upstream(): Plugin {
  const problem = declaredProblem() ?? copiesProblem();
  if (problem !== undefined) throw new Error(`src/plugins/upstream: ${problem}`);
  return {name: 'lexboot-upstream'};
}
