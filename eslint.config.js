import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './eslint/boundaries.js';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'build',
      'node_modules',
      'coverage',
      'test-results',
      'playwright-report',
      'screenshots',
      'perf-results',
      // Left by the host CLIs in npm run test:hosts: their bundles and build output, not our source.
      '.netlify',
      '.vercel',
      '.wrangler',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Unused values prefixed with _ are deliberate (e.g. fields destructured away).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The layers of src/: the server imports no page code, domain/ nothing above it, no feature another.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { local: { rules: { boundaries } } },
    rules: { 'local/boundaries': 'error' },
  },
);
