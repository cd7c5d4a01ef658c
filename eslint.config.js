/**
 * ESLint (flat config): typescript-eslint, React hooks, jsx-a11y, and the layer rule of
 * docs/architecture.md (eslint-plugin-boundaries). `npm run lint` is part of `npm test`.
 */
import js from '@eslint/js';
import comments from '@eslint-community/eslint-plugin-eslint-comments';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { layerElements, layerPolicies } from './scripts/lint/layers.js';

export default tseslint.config(
  {
    ignores: [
      'dist/**', 'dist-mock/**', 'dist-e2e-production/**', 'build/**', 'node_modules/**', 'test-results/**', 'playwright-report/**',
      'public/**', 'src/generated/**', '.ladle/build/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, '@eslint-community/eslint-comments': comments },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // every eslint-disable says why, after `--`
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: [] }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    // The engine and the domain are pure: no React, no data fetching, no mock back end.
    files: ['src/engine/**', 'src/domain/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['react', 'react-*', 'react/*', '@tanstack/*', 'msw', 'msw/*'], message: 'src/engine and src/domain are pure TypeScript (docs/architecture.md, "Layers").' }] }],
    },
  },
  {
    // Widgets change the booking only by sending named commands (`dispatch`, src/booking/booking-command.ts): no immer
    // recipes, no applying commands themselves (docs/architecture.md, "Reading and changing the booking").
    files: ['src/widgets/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['immer', 'immer/*', 'use-immer', '**/booking/apply-command'], message: 'Widgets change the booking only with named commands through `dispatch` (src/booking/booking-command.ts).' }] }],
    },
  },
  {
    // Test helpers named useX (useMockServer, useFixedClock) register vitest hooks, not React hooks.
    files: ['tests/**', 'e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts', 'preview/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      'boundaries/elements': layerElements,
      'boundaries/include': ['src/**/*', 'mocks/**/*', 'preview/**/*', 'scripts/**/*', 'tests/**/*', 'e2e/**/*'],
    },
    rules: {
      'boundaries/dependencies': ['error', { default: 'disallow', policies: layerPolicies }],
    },
  },
);
