/**
 * Critical CSS for the prerendered pages (docs/decisions/0012-critical-css.md).
 *
 * Beasties finds the rules of the site's stylesheet that match an element of a page, in
 * both themes (the page is prerendered with <html class="dark">, so the dark palette and
 * every `dark:` rule match; the light palette is the default one on :root). They go into a
 * <style> where the stylesheet's <link> was, and the <link> moves to the end of <body> with
 * a low fetch priority: it still loads at once and applies without a script (the
 * Content-Security-Policy allows no inline script or event handler), but no longer holds
 * back the first paint. As a
 * stylesheet in <body> blocks the parser, every script runs with the full sheet applied:
 * whatever the scripts render is styled, and the inlined rules only ever style the HTML.
 *
 * A page gets its critical CSS inlined only when it still fits, compressed, in the first
 * round trip of a new connection (TCP's initial window, `FIRST_FLIGHT_BYTES`). A bigger
 * page would need a second round trip for its own HTML, which is what the external
 * stylesheet costs: such a page keeps its <link> in <head>, as Vite wrote it.
 *
 * What is inlined differs from the stylesheet in three ways (the external file stays as
 * Vite built it), all for the Nu Html Checker, which validates <style> but not .css files:
 * - no `@property` rules, which it rejects. Utilities read those properties with var() and
 *   no fallback (border style, shadows, gradients, translations), so the initial values
 *   come from Tailwind's own fallback for browsers without @property, its
 *   `@layer properties` block, unwrapped from the @supports that limits it to those
 *   browsers and cut down to the properties the page's inlined rules read;
 * - no custom properties in `transition-property` lists, which it rejects (they animate
 *   gradient stops on hover; the external sheet brings them back before any script runs);
 * - no @keyframes: none of them is needed for a first frame, and the animations start
 *   when the full sheet applies.
 */
import { gzipSync } from 'node:zlib'
import Beasties from 'beasties'

/** TCP's initial congestion window: 10 segments of 1460 bytes (RFC 6928), what one round trip delivers. */
export const FIRST_FLIGHT_BYTES = 10 * 1460
/** What the response headers take of it (the Content-Security-Policy is long): measured ~900 bytes. */
export const HEADER_BYTES = 1000

/** `@property --name{...}`, as Tailwind writes them (minified, no nested braces). */
const PROPERTY_RULE = /@property\s+--[\w-]+\s*\{[^{}]*\}/g

/** The contents of the block whose `{` is at `open`, and the index just after its `}`. */
function blockAt(css: string, open: number): { body: string; end: number } {
  let depth = 0
  for (let i = open; i < css.length; i++) {
    if (css[i] === '{') depth++
    else if (css[i] === '}' && --depth === 0) return { body: css.slice(open + 1, i), end: i + 1 }
  }
  throw new Error('critical-css: unbalanced braces in the stylesheet')
}

/**
 * The stylesheet as it is handed to Beasties: no @property rules, no custom properties in
 * transition-property lists, and the contents of `@layer properties { @supports (…) { … } }`
 * applying unconditionally.
 */
export function inlinableCss(css: string): string {
  let out = css
    .replace(PROPERTY_RULE, '')
    .replace(/transition-property:([^;{}]*)(;?)/g, (_, list: string, end: string) => {
      const kept = list.split(',').filter((name) => !name.trim().startsWith('--'))
      return kept.length ? `transition-property:${kept.join(',')}${end}` : ''
    })
  const layerStart = out.indexOf('@layer properties{')
  if (layerStart === -1) return out
  const layer = blockAt(out, layerStart + '@layer properties'.length)
  const unwrapped = layer.body.replace(/^@supports[^{]*\{([\s\S]*)\}$/, '$1')
  out = `${out.slice(0, layerStart)}@layer properties{${unwrapped}}${out.slice(layer.end)}`
  return out
}

/**
 * In an inlined stylesheet, keeps only those `--tw-*` initial values (the unwrapped
 * properties layer) that another of its rules reads with var().
 */
export function trimPropertyDefaults(css: string): string {
  const layerStart = css.indexOf('@layer properties{')
  if (layerStart === -1) return css
  const layer = blockAt(css, layerStart + '@layer properties'.length)
  const rest = css.slice(0, layerStart) + css.slice(layer.end)
  const read = new Set(Array.from(rest.matchAll(/var\((--tw-[\w-]+)/g), (m) => m[1]))
  const body = layer.body.replace(/([^{}]+)\{([^{}]*)\}/g, (_, selector: string, declarations: string) => {
    const kept = declarations.split(';').filter((declaration) => {
      const name = declaration.split(':')[0]?.trim() ?? ''
      return name !== '' && (!name.startsWith('--tw-') || read.has(name))
    })
    return kept.length ? `${selector}{${kept.join(';')}}` : ''
  })
  // The empty statement keeps the layer first in the cascade order, as in the full sheet.
  return `${css.slice(0, layerStart)}${body ? `@layer properties{${body}}` : '@layer properties;'}${css.slice(layer.end)}`
}

/** Pseudo-elements: a rule for one is critical when its element is. */
const PSEUDO_ELEMENT = /::[\w-]+(?:\([^)]*\))?|:(?:before|after|first-line|first-letter)\b/gi
/** State pseudo-classes (and :host): a rule for one is critical when its element is, as Beasties has it. */
const STATE_PSEUDO_CLASS = /:(?:hover|focus|focus-visible|focus-within|active|visited|target|open|popover-open|disabled|enabled|checked|placeholder-shown|autofill|invalid|valid|user-invalid|user-valid|host)(?![\w(-])/gi

/**
 * A selector to look for in the page where Beasties' own reduction finds none: it strips
 * every pseudo-class together with its argument, which empties a selector that begins with
 * one, and Tailwind writes `:where(.space-y-2>:not(:last-child))` (the spacing of every
 * `space-y-*` list) and `:root:has([data-page-header=page])`. Such a selector is matched
 * as written, less its pseudo-elements and state pseudo-classes. Vendor-prefixed ones
 * (`:-moz-focusring`, `::-webkit-…`) stay out of the inlined CSS.
 */
export function matchableSelector(selector: string): string {
  if (/::?-(?:webkit|moz|ms)-/i.test(selector)) return ''
  return (
    selector
      .replace(PSEUDO_ELEMENT, '')
      .replace(STATE_PSEUDO_CLASS, '')
      .replace(/\(\s*,\s*/g, '(')
      .replace(/\s*,\s*(?=[,)])/g, '')
      .replace(/:(?:is|where)\(\)/g, '')
      .trim()
      // Beasties looks for selectors below the root element: `:root:has(x)` is there when x is.
      .replace(/^:root:has\((.*)\)$/, '$1')
      .replace(/^:root\s+/, '')
  )
}

type SelectorNormalizer = { normalizeCssSelector(selector: string): string }
const beastiesNormalize = (Beasties.prototype as unknown as SelectorNormalizer).normalizeCssSelector

class SiteBeasties extends Beasties {
  override async readFile(filename: string): Promise<string> {
    return inlinableCss(String(await super.readFile(filename)))
  }

  /** Beasties' own reduction of a selector, or `matchableSelector` where that leaves nothing. */
  normalizeCssSelector(selector: string): string {
    return beastiesNormalize.call(this, selector) || matchableSelector(selector)
  }
}

export interface CriticalCssPage {
  /** The page to write: with its critical CSS inlined, or unchanged. */
  html: string
  inlined: boolean
  /** The compressed size of the page with its critical CSS inlined. */
  inlinedGzipBytes: number
}

/**
 * Returns a function that inlines the critical CSS of one prerendered page when the page
 * still fits in the first round trip. `clientDir` is where `/assets/…` resolves.
 */
export function criticalCss(clientDir: string, { budgetBytes = FIRST_FLIGHT_BYTES - HEADER_BYTES } = {}): (html: string) => Promise<CriticalCssPage> {
  const problems: string[] = []
  // Only the one <style> Beasties writes is used (see below), not where it puts the <link>.
  const beasties = new SiteBeasties({
    path: clientDir,
    publicPath: '/',
    pruneSource: false,
    mergeStylesheets: true,
    keyframes: 'none',
    fonts: false,
    compress: true,
    logLevel: 'debug',
    logger: {
      // A selector it cannot evaluate would silently leave its rule out: fail instead.
      debug: (message) => void (message.startsWith('Cannot statically evaluate') && problems.push(message)),
      warn: (message) => problems.push(message),
      error: (message) => problems.push(message),
    },
  })
  return async (html) => {
    const links = html.match(/<link rel="stylesheet"[^>]*>/g) ?? []
    if (links.length !== 1 || !links[0]) throw new Error(`critical-css: expected one stylesheet <link> in the page, found ${links.length}`)
    const link = links[0]
    const processed = await beasties.process(html)
    if (problems.length) throw new Error(`critical-css: ${problems.splice(0).join('\n')}`)
    const styles = Array.from(processed.matchAll(/<style>([\s\S]*?)<\/style>/g), (m) => m[1] ?? '')
    if (styles.length !== 1 || !styles[0]) throw new Error(`critical-css: expected one inlined <style>, found ${styles.length}`)
    // Only the critical CSS is taken from Beasties: the rest of the page stays byte for byte as
    // prerendered (Beasties re-serializes the whole document), so hydration meets the same HTML.
    const css = trimPropertyDefaults(styles[0])
    const lateLink = link.replace('<link rel="stylesheet"', '<link rel="stylesheet" fetchpriority="low"')
    const inlinedHtml = html.replace(link, () => `<style>${css}</style>`).replace('</body>', () => `${lateLink}</body>`)
    const inlinedGzipBytes = gzipSync(inlinedHtml).length
    const inlined = inlinedGzipBytes <= budgetBytes
    return { html: inlined ? inlinedHtml : html, inlined, inlinedGzipBytes }
  }
}
