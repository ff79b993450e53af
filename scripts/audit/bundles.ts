import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Manifest } from './asset-files.ts'

/**
 * Code that must only load when first used. Detected by text that only that code
 * contains (robust to minification: URLs and header names survive it).
 */
export const lazyOnly = [
  // The SDK's own error text (the endpoint URL alone also appears in the mock layer).
  { name: 'EmailJS (@emailjs/browser)', marker: 'The public key is required' },
  { name: 'OpenAI SDK (openai)', marker: 'browser-like environment' },
  // The chat panel marks its root element with this attribute.
  { name: 'chat panel', marker: 'data-chat-panel' },
  // Demo and development builds only: MSW starts on the first outside call.
  { name: 'mock layer (MSW, demo builds)', marker: 'mockServiceWorker.js' },
] as const

export interface Sizes {
  raw: number
  gzip: number
}

export class BundleReader {
  private cache = new Map<string, { text: string; sizes: Sizes }>()
  private clientDir: string
  constructor(clientDir: string) {
    this.clientDir = clientDir
  }

  async file(file: string) {
    const cached = this.cache.get(file)
    if (cached) return cached
    const bytes = await readFile(join(this.clientDir, file))
    const entry = { text: bytes.toString('utf8'), sizes: { raw: bytes.byteLength, gzip: gzipSync(bytes, { level: 9 }).byteLength } }
    this.cache.set(file, entry)
    return entry
  }

  async total(files: readonly string[]): Promise<Sizes> {
    let raw = 0
    let gzip = 0
    for (const file of files) {
      const { sizes } = await this.file(file)
      raw += sizes.raw
      gzip += sizes.gzip
    }
    return { raw, gzip }
  }
}

export async function readManifest(clientDir: string): Promise<Manifest> {
  return JSON.parse(await readFile(join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest
}

/**
 * Sizes of the scripts, styles and fonts a page fetched, and any lazy-only code among them.
 * Files of the demo mock layer (the QA panel a demo build shows after hydration) are
 * sized apart: a deploy build never fetches them.
 */
export async function firstLoadFigures(reader: BundleReader, files: readonly string[], mockFiles: ReadonlySet<string> = new Set()) {
  const app = files.filter((file) => !mockFiles.has(file))
  const js = app.filter((file) => file.endsWith('.js'))
  const css = app.filter((file) => file.endsWith('.css'))
  // Fonts are compressed already (WOFF2): their bytes on the wire are the file's.
  const fonts = app.filter((file) => file.endsWith('.woff2'))
  const forbidden: string[] = []
  // Every fetched script, the demo's too: MSW itself must wait for the first outside call.
  for (const file of files.filter((f) => f.endsWith('.js'))) {
    const { text } = await reader.file(file)
    for (const lazy of lazyOnly) if (text.includes(lazy.marker) && !forbidden.includes(lazy.name)) forbidden.push(lazy.name)
  }
  return { js: await reader.total(js), css: await reader.total(css), fonts: await reader.total(fonts), demoMockLayer: await reader.total(files.filter((file) => mockFiles.has(file))), forbidden }
}

export interface FirstUseFigures {
  /** Everything the use fetched beyond its page's first load. */
  total: Sizes
  /** The part of it that is the demo mock layer (0 in a deploy build). */
  demoMockLayer: Sizes
}

/** Sizes of what each first use fetched, with the demo mock layer's share named. */
export async function firstUseFigures(reader: BundleReader, fetched: ReadonlyMap<string, readonly string[]>, mockFiles: ReadonlySet<string>) {
  const result: Record<string, FirstUseFigures> = {}
  for (const [name, files] of fetched) {
    result[name] = { total: await reader.total(files), demoMockLayer: await reader.total(files.filter((file) => mockFiles.has(file))) }
  }
  return result
}
