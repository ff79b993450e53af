/**
 * The critical CSS of a prerendered page (scripts/lib/critical-css.ts): what is inlined,
 * what stays in the external sheet only, where the external sheet goes, and which pages
 * keep their <link> in <head> because they would not fit the first round trip.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { criticalCss, inlinableCss, matchableSelector, trimPropertyDefaults } from '../../scripts/lib/critical-css.ts'

// Shaped like Tailwind v4's minified output.
const sheet = [
  '@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:inline))){*,:before,:after{--tw-border-style:solid;--tw-shadow:0 0 #0000;--tw-translate-y:0}::backdrop{--tw-border-style:solid}}}',
  '@layer theme{:root,:host{--color-bg:#fff;--color-fg:#0f172a}}',
  '@layer base{.dark{--color-bg:#0b1020;--color-fg:#e8ecf4}body{background:var(--color-bg);color:var(--color-fg)}:focus-visible{outline:3px solid}}',
  '@layer components;',
  '@layer utilities{.border{border-style:var(--tw-border-style);border-width:1px}.unused{color:red}',
  '.transition-colors{transition-property:color,background-color,--tw-gradient-from,--tw-gradient-to;transition-duration:.15s}',
  ':where(.space-y-2>:not(:last-child)){margin-block-end:.5rem}:where(.space-y-4>:not(:last-child)){margin-block-end:1rem}',
  '@media (min-width:48rem){.md\\:flex{display:flex}}@media (hover:hover){.hover\\:underline:hover{text-decoration-line:underline}}}',
  '.pulse{animation:pulse 2s infinite}@keyframes pulse{50%{opacity:.5}}',
  '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
].join('')

const page = (body: string) =>
  `<!doctype html>\n<html lang="en" class="dark">\n  <head>\n    <script type="module" fetchpriority="low" crossorigin src="/assets/index-x.js"></script>\n    <link rel="stylesheet" crossorigin href="/assets/index-x.css">\n  </head>\n  <body>\n    <div id="root">${body}</div>\n  </body>\n</html>\n`

const body = '<main class="border md:flex"><ul class="space-y-2"><li class="pulse">One</li><li>Two</li></ul><a class="hover:underline transition-colors" href="/">Home</a></main>'

describe('what the inlined CSS is made of', () => {
  it('drops @property rules and custom properties in transition lists, and applies the properties layer unconditionally', () => {
    const css = inlinableCss(sheet)
    expect(css).not.toContain('@property')
    expect(css).toContain('transition-property:color,background-color;')
    expect(css).toContain('@layer properties{*,:before,:after{--tw-border-style:solid;')
    expect(css).not.toContain('margin-trim')
  })

  it('keeps only the initial values that the inlined rules read', () => {
    const css = trimPropertyDefaults('@layer properties{*,:before{--tw-border-style:solid;--tw-shadow:0 0 #0000}::backdrop{--tw-shadow:0 0 #0000}}.border{border-style:var(--tw-border-style)}')
    expect(css).toBe('@layer properties{*,:before{--tw-border-style:solid}}.border{border-style:var(--tw-border-style)}')
    expect(trimPropertyDefaults('@layer properties{*{--tw-shadow:0}}.a{color:red}')).toBe('@layer properties;.a{color:red}')
  })

  it('looks for selectors that begin with a pseudo-class as they are written', () => {
    expect(matchableSelector(':where(.space-y-2>:not(:last-child))')).toBe(':where(.space-y-2>:not(:last-child))')
    expect(matchableSelector(':root:has([data-page-header=page])')).toBe('[data-page-header=page]')
    expect(matchableSelector('.open\\:flex:is([open],:popover-open,:open)')).toBe('.open\\:flex:is([open])')
    expect(matchableSelector(':focus-visible')).toBe('')
    expect(matchableSelector(':host')).toBe('')
    expect(matchableSelector(':-moz-focusring:where(:not(iframe))')).toBe('')
  })
})

describe('a page with its critical CSS', () => {
  let clientDir = ''
  beforeAll(async () => {
    clientDir = await mkdtemp(join(tmpdir(), 'critical-css-'))
    await mkdir(join(clientDir, 'assets'))
    await writeFile(join(clientDir, 'assets', 'index-x.css'), sheet)
  })
  afterAll(() => rm(clientDir, { recursive: true, force: true }))

  it('inlines the rules the page uses, for both themes, and loads the full sheet from the end of <body>', async () => {
    const { html, inlined } = await criticalCss(clientDir)(page(body))
    expect(inlined).toBe(true)
    const css = /<style>([\s\S]*)<\/style>/.exec(html)?.[1] ?? ''
    expect(css).toContain('--color-bg:#fff') // light palette
    expect(css).toContain('.dark{--color-bg:#0b1020') // dark palette
    expect(css).toContain('.md\\:flex{display:flex}')
    expect(css).toContain('.hover\\:underline:hover')
    expect(css).toContain(':where(.space-y-2>:not(:last-child))')
    expect(css).toContain('@layer components;')
    expect(css).toContain('--tw-border-style:solid')
    expect(css).not.toContain('.unused')
    expect(css).not.toContain('space-y-4')
    expect(css).not.toContain('@property')
    expect(css).not.toContain('@keyframes')
    expect(css).not.toContain('--tw-shadow')
    expect(html).not.toMatch(/<head>[\s\S]*<link rel="stylesheet"[\s\S]*<\/head>/)
    expect(html).toContain('<link rel="stylesheet" fetchpriority="low" crossorigin href="/assets/index-x.css"></body>')
    expect(html).not.toContain('<script>')
  })

  it('leaves the rest of the page byte for byte as it was', async () => {
    const original = page(body)
    const { html } = await criticalCss(clientDir)(original)
    const withoutCss = html.replace(/<style>[\s\S]*<\/style>/, '<link rel="stylesheet" crossorigin href="/assets/index-x.css">').replace(/<link rel="stylesheet" fetchpriority="low"[^>]*><\/body>/, '</body>')
    expect(withoutCss).toBe(original)
  })

  it('keeps a page that would not fit in the first round trip as it is', async () => {
    const original = page(body)
    const result = await criticalCss(clientDir, { budgetBytes: 100 })(original)
    expect(result.inlined).toBe(false)
    expect(result.html).toBe(original)
    expect(result.inlinedGzipBytes).toBeGreaterThan(100)
  })
})
