import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import boundaries from './scripts/eslint/boundaries.js';

/** One style must serve both directions. */
const LOGICAL_PROPERTIES = {
  selector: 'Property[key.name=/^(marginLeft|marginRight|paddingLeft|paddingRight|left|right)$/]',
  message: 'Use logical properties (marginInlineStart, insetInlineEnd, ...): one style must serve RTL and LTR.',
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/build/**', 'apps/web/build-*/**', '**/.react-router/**', 'data/**', 'apps/api/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': ['error', LOGICAL_PROPERTIES],
    },
  },
  {
    files: ['apps/web/app/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, tawzeef: boundaries },
    rules: { ...reactHooks.configs.recommended.rules, 'tawzeef/feature-boundaries': 'error' },
  },
  {
    // Loaders, actions and middleware get the request as it came (decision 074): a client navigation's address ends in
    // `.data` and carries React Router's own parameters. The page's address is their `url` argument.
    files: ['apps/web/app/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/app/entry.server.tsx', 'apps/web/app/lib/server/offline-worker.server.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        LOGICAL_PROPERTIES,
        {
          selector: "MemberExpression[property.name='url'][object.name='request'], MemberExpression[property.name='url'][object.property.name='request']",
          message: "Read the page's address from the loader's, action's or middleware's `url` argument: `request.url` is the raw request's (decision 074).",
        },
      ],
    },
  },
  {
    files: ['apps/api/src/modules/**/*.ts'],
    plugins: { tawzeef: boundaries },
    rules: { 'tawzeef/api-layers': 'error', 'tawzeef/api-module-cycles': 'error' },
  },
);
