import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importBoundaries } from './scripts/lint/import-boundaries.mjs';
import { BOUNDARY_EXCEPTIONS } from './scripts/lint/boundary-exceptions.mjs';

/**
 * `npm run lint` (part of `npm test`): ESLint with typescript-eslint and the React hooks rules, the
 * house's import boundaries, then `prettier --check` (formatting is Prettier's alone:
 * eslint-config-prettier turns off every stylistic rule).
 */
export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      '.data/',
      'coverage/',
      'client/generated/',
      'server/web/generated/',
      'client/static/',
      'e2e/artifacts/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { house: { rules: { 'import-boundaries': importBoundaries } } },
    rules: {
      'house/import-boundaries': ['error', { exceptions: BOUNDARY_EXCEPTIONS }],
      // Unused bindings are mistakes, except the ones named to be skipped (`_meta` in a rest pattern).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true, caughtErrors: 'none' },
      ],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    // The rules of hooks. The React Compiler's rules of the plugin's `recommended` set (purity,
    // set-state-in-effect, immutability …) are not on: the client is not written for the compiler,
    // and meeting them means reworking components, not fixing mistakes.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
