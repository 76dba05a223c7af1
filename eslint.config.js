import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * What `server/` may take from `src/`: the shared contract and the host-policy modules that keep
 * the CSP, the runtime config and the app's URL guard in agreement, the screens' facts derived from
 * the manifest (screen names bound the metrics' labels) and the field vitals beacon. Nothing that
 * renders.
 */
const SERVER_MAY_IMPORT_FROM_SRC =
  /^(\.\.\/)+src\/(?!contract\/|lib\/format\/money$|lib\/links\/(host-policy|runtime-config|client-event)$|lib\/vitals\/vitals-beacon$|config\/(public-pages|screen-matcher|screen-for-path|screen-paths)$|app\/screen-(facts|manifest)$|lib\/i18n\/(language-rule|language-cookie)$|lib\/rendered-page\/(html-document|page-attributes|test-shell)$|lib\/api\/raw-answer$|server-render\/(renderer-types|renderer-files)$)/;

const SERVER_FROM_SRC = {
  regex: SERVER_MAY_IMPORT_FROM_SRC.source,
  message:
    "The server takes only src/contract, the money helper, the route table, the shared host-policy and vitals-beacon modules and the server render's shared types and shell markup from src/ (the render itself it loads from the build).",
};
/**
 * The server's layers, bottom to top (docs/decisions/server-layers.md). A folder imports its own
 * files and the layers below it: never a layer above, nor its sibling in the same layer (proxy/ and
 * sandbox/, the two modes). `root` is the composition root, `server/*.ts`.
 */
const SERVER_LAYERS = [
  ['lib'],
  ['settings'],
  ['limits'],
  ['ops'],
  ['headers'],
  ['host-policy'],
  ['pages'],
  ['proxy', 'sandbox'],
  ['root'],
];
/** @param {string} folder */
const serverType = (folder) => `server-${folder}`;
/** @param {string} folder */
const serverPlace = (folder) => (folder === 'root' ? 'server/*.ts' : `server/${folder}/`);
const SERVER_ORDER = SERVER_LAYERS.map((layer) => layer.join(' | ')).join(' < ');

/**
 * What a server folder may not import: the layers above it, its sibling and test-support/.
 * @param {string} folder
 * @param {number} rank its layer's index in SERVER_LAYERS
 */
function serverLayerPolicy(folder, rank) {
  const layer = SERVER_LAYERS[rank] ?? [];
  const above = [...SERVER_LAYERS.slice(rank + 1).flat(), ...layer].filter(
    (other) => other !== folder && other !== 'root',
  );
  const below = SERVER_LAYERS.slice(0, rank).flat().map(serverPlace);
  const outside = {
    element: { types: { anyOf: ['server-test-support', ...above.map(serverType)] } },
  };
  if (folder === 'root')
    return {
      from: { file: { categories: 'server-root' } },
      disallow: { to: outside },
      message:
        'The composition root (server/*.ts) imports every layer but test-support/, which is for tests.',
    };
  return {
    from: { element: { type: serverType(folder) } },
    disallow: { to: [outside, { file: { categories: 'server-root' } }] },
    message:
      `${serverPlace(folder)} imports ${below.length > 0 ? `only ${below.join(', ')}` : 'no other folder of the server'}` +
      ` (layers, bottom to top: ${SERVER_ORDER}; test-support/ is for tests): move what both need down to the lower layer.`,
  };
}

/** The layers a page, the build or the server starts from (README.md, "Architecture"). */
const ENTRY_LAYERS = ['app', 'boot', 'paint-guard', 'prerender', 'server-render'];
/** The layers below the features, shared by all of them (and the worker, beside them). */
const SHARED_LAYERS = ['components', 'content', 'lib', 'contract', 'config', 'strings', 'worker'];

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
    // No import cycles, in the app, the worker and the server: a cycle is two modules that are
    // one, and the order they run in is an accident. A type-only import is erased at build, so not
    // a cycle here; between the server's folders the layer rule below counts it all the same.
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts', 'server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // Imports flow one way, down the layers of README.md's architecture section. Checked on
    // resolved files, so relative paths cannot slip past; a file outside every layer fails.
    files: ['src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/elements': [
        // Entries: what a page, the build or the server starts. Nothing below imports them.
        { type: 'app', pattern: 'src/app' },
        { type: 'boot', pattern: 'src/boot' },
        { type: 'paint-guard', pattern: 'src/paint-guard' },
        { type: 'prerender', pattern: 'src/prerender' },
        { type: 'server-render', pattern: 'src/server-render' },
        // One folder per area.
        { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
        // Below the features, shared by all.
        { type: 'components', pattern: 'src/components' },
        { type: 'content', pattern: 'src/content' },
        { type: 'lib', pattern: 'src/lib' },
        { type: 'contract', pattern: 'src/contract' },
        { type: 'config', pattern: 'src/config' },
        { type: 'strings', pattern: 'src/strings' },
        { type: 'styles', pattern: 'src/styles' },
        { type: 'worker', pattern: 'sw' },
      ],
      'boundaries/files': [
        // The browser's entry: it starts the boot call, then mounts the app.
        { category: 'main', pattern: 'src/main.tsx' },
        // What an entry may take from a feature: its screens (each its own chunk) and their
        // definitions, which the manifest lists (src/app/screen-manifest.ts).
        { category: 'screen', pattern: 'src/features/*/*-route.tsx' },
        { category: 'screens', pattern: 'src/features/*/screens.ts' },
        // A test may drive what it tests with the screens the manifest derives (src/app/screen-facts.ts).
        { category: 'test', pattern: 'src/**/*.test.{ts,tsx}' },
      ],
    },
    rules: {
      'boundaries/no-unknown-files': 'error',
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
              from: { element: { types: { anyOf: ['feature', ...SHARED_LAYERS] } } },
              disallow: { to: { element: { types: { anyOf: ENTRY_LAYERS } } } },
              message:
                'Nothing below the entries imports app/, boot/, paint-guard/, prerender/ or server-render/: move what both need down to lib/, components/ or config/.',
            },
            {
              from: { element: { types: { anyOf: SHARED_LAYERS } } },
              disallow: { to: { element: { type: 'feature' } } },
              message:
                'lib/, components/, content/, contract/, config/, strings/ and the worker may not import a feature.',
            },
            {
              from: { element: { types: { anyOf: ENTRY_LAYERS } } },
              disallow: { to: { element: { types: { anyOf: ENTRY_LAYERS } } } },
              message:
                'An entry imports no other entry (only prerender/ and server-render/ import app/, whose screens they render): move what both need down to lib/.',
            },
            {
              from: { element: { types: { anyOf: ENTRY_LAYERS } } },
              allow: { to: { element: { type: '{{ from.type }}' } } },
            },
            {
              from: { element: { types: { anyOf: ['prerender', 'server-render'] } } },
              allow: { to: { element: { type: 'app' } } },
            },
            {
              from: { element: { types: { anyOf: ENTRY_LAYERS } } },
              disallow: { to: { element: { type: 'feature' } } },
              message:
                "An entry takes a feature's screens (its *-route.tsx modules) and their definitions (its screens.ts); boot/ takes nothing of a feature.",
            },
            {
              from: { element: { types: { anyOf: ['app', 'prerender', 'server-render'] } } },
              allow: {
                to: {
                  element: { type: 'feature' },
                  file: { categories: { anyOf: ['screen', 'screens'] } },
                },
              },
            },
            {
              from: { file: { categories: 'test' } },
              allow: {
                to: { element: { type: 'app' }, file: { path: 'src/app/screen-facts.ts' } },
              },
            },
            {
              from: { file: { categories: 'main' } },
              disallow: {
                to: { element: { types: { anyOf: ['feature', 'prerender', 'server-render'] } } },
              },
              message:
                'src/main.tsx starts the first call and mounts the app: it imports app/, boot/ and the shared layers only.',
            },
            {
              disallow: { to: { file: { categories: 'main' } } },
              message: 'Nothing imports src/main.tsx: it is the entry the HTML loads.',
            },
          ],
        },
      ],
    },
  },
  {
    // react-router is the history and navigation; the route table is matched by screenForPath
    // and links are the app's own (docs/decisions/first-paint.md): these parts would put
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
                'Links: src/components/link/link.tsx. Screens: the manifest (src/app/screen-manifest.ts, screenForPath).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SERVER_FROM_SRC] }] },
  },
  {
    // The server's imports flow one way, down SERVER_LAYERS, type-only imports included (the
    // plugin reads `import type` too), so no two folders form a cycle, not even through types.
    // The composition root's files are a file category (an element is a folder); a server file in
    // no layer fails. Tests (`*.test.ts`, test-support/) may import any layer; nothing else
    // imports test-support/.
    files: ['server/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.js'] } },
      'boundaries/elements': [
        ...SERVER_LAYERS.flat()
          .filter((folder) => folder !== 'root')
          .map((folder) => ({ type: serverType(folder), pattern: `server/${folder}` })),
        { type: 'server-test-support', pattern: 'server/test-support' },
      ],
      'boundaries/files': [
        { category: 'server-root', pattern: 'server/*.ts' },
        { category: 'test', pattern: 'server/**/*.test.ts' },
      ],
    },
    rules: {
      'boundaries/no-unknown-files': 'error',
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            ...SERVER_LAYERS.flatMap((layer, rank) =>
              layer.map((folder) => serverLayerPolicy(folder, rank)),
            ),
            {
              from: { file: { categories: 'test' } },
              allow: {
                to: [{ element: { types: 'server-*' } }, { file: { categories: 'server-root' } }],
              },
            },
          ],
        },
      ],
    },
  },
);
