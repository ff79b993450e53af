import js from '@eslint/js'
import boundaries from 'eslint-plugin-boundaries'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

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
    // The site's links (src/ui/Link.tsx): a link to a page renders without the router building a location for it.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/ui/Link.tsx'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@tanstack/react-router', importNames: ['Link'], message: "Import Link from '~/ui/Link' (decision 0013)." }] }],
    },
  },
)

/**
 * The layers (README, "Layers"), enforced by eslint-plugin-boundaries on every import,
 * relative or aliased (resolved through tsconfig's paths):
 *   routes (src/routes, boot, main, router, entry-server) -> anything in src, machines, mocks
 *   shell -> features, sections, ui, head, content, config, lib, shared, machines (and the demo-only QA panel in mocks)
 *   features -> sections, ui, head, content, config, lib, shared, machines (never shell, never another feature)
 *   sections -> ui, content, config, lib, shared, machines
 *   ui -> lib, shared, machines;  head -> content, config, shared
 *   content -> config, shared;  config, lib -> shared;  shared -> nothing
 *   machines -> nothing of the app (and no React);  mocks, server -> src/shared only
 *   scripts -> shared, content, config, head, server (build steps read the content; the audit serves the build)
 *   tests and e2e may import anything.
 */
function layerRules() {
  const files = ['**/*.{ts,tsx,js,mjs}']
  const elements = [
    { type: 'routes', pattern: 'src/routes', partialMatch: false },
    ...['shell', 'sections', 'ui', 'head', 'content', 'config', 'lib', 'shared'].map((layer) => ({ type: layer, pattern: `src/${layer}`, partialMatch: false })),
    // Each feature folder is an element of its own: its files import each other freely.
    { type: 'features', pattern: 'src/features/*', partialMatch: false, capture: ['feature'] },
    ...['machines', 'mocks', 'server', 'scripts'].map((layer) => ({ type: layer, pattern: layer, partialMatch: false })),
    { type: 'tests', pattern: ['tests', 'e2e'], partialMatch: false },
    // The files at the top of src (boot.ts, main.tsx, router.tsx, entry-server.tsx) assemble the app like a route.
    { type: 'routes', pattern: 'src', partialMatch: false },
  ]
  const may = (from, to) => ({ from: { element: { type: from } }, allow: { to: { element: { type: to } } } })
  const mayNot = (from, to, message) => ({ from: { element: { type: from } }, disallow: { to: { element: { type: to } } }, message })
  const src = ['routes', 'shell', 'features', 'sections', 'ui', 'head', 'content', 'config', 'lib', 'shared']
  return [
    {
      files,
      plugins: { boundaries },
      settings: {
        'boundaries/elements': elements,
        'boundaries/ignore': ['src/routeTree.gen.ts'],
        'import/resolver': { typescript: { project: './tsconfig.json' }, node: true },
      },
      rules: {
        'boundaries/dependencies': ['error', {
          default: 'disallow',
          message: 'Layer rule: {{from.type}} may not import {{to.type}} (see README, Layers).',
          policies: [
            may('routes', [...src, 'machines', 'mocks']),
            may('shell', ['features', 'sections', 'ui', 'head', 'content', 'config', 'lib', 'shared', 'machines', 'mocks']),
            may('features', ['sections', 'ui', 'head', 'content', 'config', 'lib', 'shared', 'machines']),
            may('sections', ['ui', 'content', 'config', 'lib', 'shared', 'machines']),
            may('ui', ['lib', 'shared', 'machines']),
            may('head', ['content', 'config', 'shared']),
            may('content', ['config', 'shared']),
            may('config', ['shared']),
            may('lib', ['shared']),
            may('mocks', ['shared']),
            may('server', ['shared', 'machines']),
            may('scripts', ['shared', 'content', 'config', 'head', 'server', 'mocks']),
            { from: { element: { type: 'tests' } }, allow: { to: { element: { type: '*' } } } },
            mayNot(['features'], ['features'], 'Layer rule: a feature never imports another feature; move what both need into lib/, ui/ or content/.'),
            mayNot(['head', 'lib', 'content', 'config'], ['machines'], 'Layer rule: head, lib, content and config run no machines.'),
            mayNot(['machines'], [...src, 'mocks', 'server', 'scripts'], 'Layer rule: machines import nothing of the app.'),
            mayNot(['shared'], [...src.filter((l) => l !== 'shared'), 'machines', 'mocks', 'server', 'scripts'], 'Layer rule: shared code imports nothing of the app.'),
            mayNot(['mocks'], [...src.filter((l) => l !== 'shared'), 'machines', 'scripts'], 'Layer rule: only src/shared may be imported from here.'),
            mayNot(['server'], [...src.filter((l) => l !== 'shared'), 'scripts'], 'Layer rule: only src/shared and machines may be imported from here.'),
          ],
        }],
      },
    },
    // Machines are pure: no React (a package, which the boundaries rule does not watch).
    {
      files: ['machines/**/*.ts'],
      rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['react', 'react-dom', '@xstate/react'], message: 'Machines are pure: no React.' }] }] },
    },
  ]
}
