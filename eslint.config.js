import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import boundaries from './scripts/eslint/boundaries.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/build/**', 'apps/web/build-*/**', '**/.react-router/**', 'data/**', 'apps/api/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Property[key.name=/^(marginLeft|marginRight|paddingLeft|paddingRight|left|right)$/]',
          message: 'Use logical properties (marginInlineStart, insetInlineEnd, ...): one style must serve RTL and LTR.',
        },
      ],
    },
  },
  {
    files: ['apps/web/app/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, tawzeef: boundaries },
    rules: { ...reactHooks.configs.recommended.rules, 'tawzeef/feature-boundaries': 'error' },
  },
  {
    files: ['apps/api/src/modules/**/*.ts'],
    plugins: { tawzeef: boundaries },
    rules: { 'tawzeef/api-layers': 'error' },
  },
);
