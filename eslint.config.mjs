// ESLint for the whole repository: the site, its tests and scripts, and the packages under packages/.
// TypeScript is linted with type information (typescript-eslint's type-checked rules); React code with
// the rules of hooks (and the React Compiler's checks), jsx-a11y and Docusaurus's own rules.
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/**',
      '.docusaurus/**',
      'test-results/**',
      '**/node_modules/**',
      // Generated output kept as golden files and fixtures: compared and type-checked by the tests.
      'packages/codegen/test/fixtures/**',
      'tests/fixtures/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {projectService: true, tsconfigRootDir: import.meta.dirname},
      globals: {...globals.browser, ...globals.node},
    },
    linterOptions: {reportUnusedDisableDirectives: 'error'},
    rules: {
      // `const {dropped: _dropped, ...rest} = value` is how a property is left out of a copy.
      '@typescript-eslint/no-unused-vars': ['error', {ignoreRestSiblings: true}],
      // node:test runs every test() and describe() it is given and reports their outcome itself.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {allowForKnownSafeCalls: [{from: 'package', package: 'node:test', name: ['test', 'describe', 'it', 'suite']}]},
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // CommonJS, where require() is how a module imports: webpack loaders and the list of modules that
    // src/plugins/hydration-transitions swaps, which the config reads before any bundler runs.
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs'},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    // React code: the site's components and theme, the component and core packages, and any .tsx.
    // The generator (packages/codegen: React only as text it writes), scripts and the tests' .ts files
    // hold no component or hook; the React Compiler's checks cost a quarter of the lint there.
    files: ['src/**/*.{ts,tsx}', 'packages/components/**/*.{ts,tsx}', 'packages/core/**/*.{ts,tsx}', '**/*.tsx'],
    extends: [reactHooks.configs.flat['recommended-latest']],
  },
  {
    // The stand-in for theme-common's reactUtils keeps its exports' behaviour: usePrevious returns the
    // previous render's value, read from a ref in render, as upstream does; the docs sidebar's
    // categories rely on exactly that (see the module's comment and the README's upgrade table).
    files: ['src/plugins/hydration-transitions/reactUtils.tsx'],
    rules: {'react-hooks/refs': 'off'},
  },
  {
    files: ['**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
    rules: {
      // A block that scrolls (a code block's <pre>, a wide table's region) must take focus, or a
      // keyboard cannot scroll it (WCAG 2.1.1; axe's scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', {tags: ['pre'], roles: ['tabpanel', 'region']}],
      // The plugin's recommended handler lists, plus a click on a modal <dialog> itself: that click can only
      // land on its backdrop, and closes it (light dismiss); the keyboard has Escape and the close button.
      'jsx-a11y/no-noninteractive-element-interactions': [
        'error',
        {
          handlers: ['onClick', 'onError', 'onLoad', 'onMouseDown', 'onMouseUp', 'onKeyPress', 'onKeyDown', 'onKeyUp'],
          alert: ['onKeyUp', 'onKeyDown', 'onKeyPress'],
          body: ['onError', 'onLoad'],
          dialog: ['onKeyDown', 'onKeyUp', 'onKeyPress', 'onClick'],
          iframe: ['onError', 'onLoad'],
          img: ['onError', 'onLoad'],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: {'@docusaurus': docusaurus},
    rules: docusaurus.configs.recommended.rules,
  },
);
