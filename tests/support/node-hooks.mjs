// Registers ./node-hooks-impl.mjs, for `node --import tsx --import ./tests/support/node-hooks.mjs`:
// the unit tests import the site's modules as TypeScript (tsx compiles them and resolves the
// tsconfig's `@site/*` paths); these hooks supply what only the bundler provides.
import {register} from 'node:module';

register('./node-hooks-impl.mjs', import.meta.url);
