import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * What `server/` may take from `src/`: the shared contract and the host-policy modules that keep
 * the CSP, the runtime config and the app's URL guard in agreement, the route table and the field
 * vitals beacon (screen names bound the metrics' labels). Nothing that renders.
 */
const SERVER_MAY_IMPORT_FROM_SRC =
  /^(\.\.\/)+src\/(?!contract\/|lib\/format\/money$|lib\/links\/(host-policy|runtime-config|client-event)$|lib\/vitals\/vitals-beacon$|config\/(paths|screen-for-path|public-pages)$|lib\/i18n\/(language-rule|language-cookie)$|lib\/rendered-page\/(shell-markup|page-attributes)$|lib\/api\/raw-answer$|server-render\/(renderer-types|server-rendered-screens)$)/;

export default tseslint.config(
  { ignores: ['dist', 'dist-server', '.out', '.data', 'reports', 'test-results', 'node_modules'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.strict],
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
      // Type-aware rules below: each file is checked with the tsconfig project that owns it.
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      // A promise nobody awaits hides its failure; `void` marks a deliberate fire-and-forget.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Imports flow one way: lib/components <- features <- app, and features never import each
    // other (STYLE.md). Checked on resolved files, so relative paths cannot slip past.
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/elements': [
        { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
        { type: 'app', pattern: 'src/app' },
        { type: 'lib', pattern: 'src/lib' },
        { type: 'components', pattern: 'src/components' },
        { type: 'contract', pattern: 'src/contract' },
        { type: 'worker', pattern: 'sw' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'feature' } },
              disallow: { to: { element: { type: 'feature' } } },
              message:
                'A feature may not import another feature: move the shared part to lib/ or components/.',
            },
            {
              from: { element: { type: 'feature' } },
              allow: {
                to: {
                  element: {
                    type: 'feature',
                    captured: { feature: '{{ from.captured.feature }}' },
                  },
                },
              },
            },
            {
              from: { element: { types: { anyOf: ['lib', 'components', 'contract', 'worker'] } } },
              disallow: { to: { element: { types: { anyOf: ['feature', 'app'] } } } },
              message:
                'lib/, components/, contract/ and the worker may not import a feature or the app.',
            },
          ],
        },
      ],
    },
  },
  {
    // react-router is the history and navigation; the route table is matched by screenForPath
    // and links are the app's own (docs/decisions/performance-router.md): these parts would put
    // about 6 KB gzip of framework code back into every page.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink', 'Routes', 'Route', 'Outlet', 'useRoutes'],
              message:
                'Links: src/components/link/link.tsx. Screens: the route table (src/config/paths.ts, screenForPath).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: SERVER_MAY_IMPORT_FROM_SRC.source,
              message:
                "The server takes only src/contract, the money helper, the route table, the shared host-policy and vitals-beacon modules and the server render's shared types and shell markup from src/ (the render itself it loads from the build).",
            },
          ],
        },
      ],
    },
  },
);
