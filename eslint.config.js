import js from '@eslint/js'
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
)

/**
 * The layers (README, "Layers"): each folder may import only the layers below it.
 *   routes (src/routes, main, router, entry-server) -> anything in src
 *   shell -> features, sections, ui, head, content, config, lib, shared (and the demo-only QA panel in mocks)
 *   features -> sections, ui, head, content, config, lib, shared, machines (never shell, never another feature)
 *   sections -> ui, content, config, lib, shared
 *   head -> content, config, shared;  ui -> lib, shared;  lib -> shared
 *   content -> config, shared;  config -> shared;  shared -> nothing
 *   machines -> nothing of the app;  mocks, server -> src/shared only
 *   (features, sections, ui and shell may start machines; head, lib, content and config may not)
 * Inside a layer, files use relative imports; a folder of the same layer is reached
 * through the alias, which is what these rules watch.
 */
function layerRules() {
  const alias = (...layers) => layers.map((layer) => ({ group: [`~/${layer}/*`, `~/${layer}`], message: `Layer rule: this layer may not import from ${layer}/ (see README, Layers).` }))
  const outsideShared = { regex: '^(\\.\\./)+src/(?!shared/)', message: 'Layer rule: only src/shared/ may be imported from here.' }
  const appAliases = { group: ['~/*', '!~/shared/*'], message: 'Layer rule: only ~/shared may be imported from here.' }
  const noMocks = { group: ['@mocks/*'], message: 'Layer rule: app code never imports the mock layer (only main.tsx and the demo-only extras of the shell).' }
  const restrict = (files, patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } })
  const below = {
    features: ['routes', 'shell'],
    sections: ['routes', 'shell', 'features', 'head'],
    head: ['routes', 'shell', 'features', 'sections', 'ui', 'lib'],
    ui: ['routes', 'shell', 'features', 'sections', 'head', 'content', 'config'],
    lib: ['routes', 'shell', 'features', 'sections', 'head', 'ui', 'content', 'config'],
    content: ['routes', 'shell', 'features', 'sections', 'head', 'ui', 'lib'],
    config: ['routes', 'shell', 'features', 'sections', 'head', 'ui', 'lib', 'content'],
  }
  return [
    restrict(['src/shell/**'], [...alias('routes')]),
    // A feature reaches its own files relatively; another feature's code is out of bounds.
    restrict(['src/features/**'], [...alias(...below.features), { group: ['~/features/*'], message: 'Layer rule: a feature never imports another feature; move what both need into lib/, ui/ or content/.' }, noMocks]),
    ...Object.entries(below)
      .filter(([layer]) => layer !== 'features')
      .map(([layer, forbidden]) =>
        restrict([`src/${layer}/**`], [
          ...alias(...forbidden),
          noMocks,
          ...(['head', 'lib', 'content', 'config'].includes(layer) ? [{ group: ['@machines/*'], message: 'Layer rule: data and helpers run no machines.' }] : []),
        ]),
      ),
    restrict(['src/shared/**'], [appAliases, noMocks, { group: ['@machines/*'], message: 'Layer rule: shared code imports nothing of the app.' }]),
    // Machines are pure: no React, no app code.
    restrict(['machines/**/*.ts'], [{ group: ['react', 'react-dom', '@xstate/react'], message: 'Machines are pure: no React.' }, { group: ['~/*', '@mocks/*'], message: 'Layer rule: machines import nothing of the app.' }, { regex: '^(\\.\\./)+src/', message: 'Layer rule: machines import nothing of the app.' }]),
    // The mock layer and the server share only src/shared with the app.
    restrict(['mocks/**', 'server/**'], [appAliases, outsideShared, { group: ['@machines/*'], message: 'Layer rule: only src/shared may be imported from here.' }]),
  ]
}
