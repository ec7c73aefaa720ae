// ESLint (flat config) for the site's code and its hand-written MDX pages. `npm run lint` runs it with Prettier and
// cspell over every file; `npm run check` runs it on the writers' files (scripts/check/style.ts).
import {defineConfig, globalIgnores} from 'eslint/config';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import * as mdx from 'eslint-plugin-mdx';
import globals from 'globals';

// Every source file of the project: the site, its configuration and plugins, the scripts, the tests, the example
// programs the pages show, and the configuration files at the root.
const NODE = [
  'config/**/*.{ts,mjs}',
  'plugins/**/*.{ts,mts,mjs}',
  'tests/**/*.ts',
  'scripts/**/*.{ts,mjs}',
  'examples/**/*.{js,mjs}',
  '*.{ts,mjs,js}',
];
const CODE = ['src/**/*.{ts,tsx}', ...NODE];
const TSX = ['src/**/*.tsx'];
const PAGES = ['docs/**/*.mdx', 'api/**/*.mdx'];

export default defineConfig(
  globalIgnores([
    'build/',
    'build-analytics/',
    'build-hosting/',
    'build-analytics-hosting/',
    '.docusaurus/',
    'node_modules/',
    'test-results/',
    'playwright-report/',
    // Generated from openapi/ by `npm run gen-api`.
    'api/reference/',
    'src/generated/',
    'static/openapi/',
    'static/downloads/',
    // Deliberately broken pages that tests/unit/check.test.ts feeds to the writer's check.
    'tests/fixtures/',
  ]),

  // TypeScript and the Node scripts.
  {
    name: 'berthline/code',
    files: CODE,
    extends: [js.configs.recommended, tseslint.configs.recommended],
    rules: {
      // `_name` marks a parameter that a signature needs but the body does not use.
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
    },
  },
  {name: 'berthline/browser', files: ['src/**/*.{ts,tsx}'], languageOptions: {globals: globals.browser}},
  {name: 'berthline/node', files: NODE, languageOptions: {globals: globals.node}},

  // React components (the automatic JSX runtime: no `import React` needed).
  {
    name: 'berthline/react',
    files: TSX,
    extends: [
      react.configs.flat.recommended,
      react.configs.flat['jsx-runtime'],
      reactHooks.configs.flat.recommended,
      jsxA11y.flatConfigs.recommended,
    ],
    settings: {react: {version: 'detect'}},
    rules: {
      // Props are typed with TypeScript interfaces; runtime prop-types would repeat them.
      'react/prop-types': 'off',
      // A table that scrolls sideways sits in a labelled `role="region"` with tabIndex={0}, so keyboard users can
      // reach and scroll it (axe: scrollable-region-focusable). Allow that role, besides the rule's default.
      'jsx-a11y/no-noninteractive-tabindex': [
        'error',
        {tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true},
      ],
      // Tables that turn into cards on narrow screens (`display: block` on rows and cells) lose their table
      // semantics in browsers, so they restate them with explicit roles (rowgroup, cell). Allow exactly those.
      'jsx-a11y/no-redundant-roles': ['error', {nav: ['navigation'], thead: ['rowgroup'], tbody: ['rowgroup']}],
      'jsx-a11y/no-interactive-element-to-noninteractive-role': [
        'error',
        {tr: ['none', 'presentation'], td: ['cell'], canvas: ['img']},
      ],
    },
  },

  // Hand-written MDX pages, parsed by eslint-mdx. Its remark-lint rule stays off: no remark-lint preset is
  // installed, and `npm run check` (scripts/check/) checks front matter, components, links and anchors instead.
  {
    ...mdx.flat,
    name: 'berthline/pages',
    files: PAGES,
    rules: {
      ...mdx.flat.rules,
      'mdx/remark': 'off',
      // eslint-mdx reports every `{expression}` in prose, such as `{carriers.length}`, as an unused expression
      // (mdx-js/eslint-mdx#581, open); in MDX such an expression is rendered, so the rule does not apply.
      'no-unused-expressions': 'off',
    },
  },
);
