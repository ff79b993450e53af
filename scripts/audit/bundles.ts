import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { firstLoadFor, withStaticImports, type Manifest } from '../lib/route-chunks.ts'

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

/**
 * What a visitor's first use of a feature fetches beyond that page's first load, named
 * by the modules the use loads (Vite manifest keys). A key missing from the build means
 * this list is out of date: the audit stops rather than report nothing.
 */
export const firstUses = [
  {
    name: 'first newsletter sign-up (footer, any page)',
    page: '/',
    modules: ['src/features/lead-capture/newsletter-send.ts', 'node_modules/@emailjs/browser/es/index.js', 'node_modules/@tanstack/react-query/build/modern/index.js'],
  },
  {
    name: 'first contact form submit (/contact)',
    page: '/contact',
    modules: ['node_modules/@emailjs/browser/es/index.js', 'node_modules/@tanstack/react-query/build/modern/index.js'],
  },
  {
    name: 'first chat question (panel, openai SDK, machines, knowledge)',
    page: '/',
    modules: ['src/features/chat/ChatPanel.tsx', 'src/features/chat/knowledge/index.ts'],
  },
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

export async function firstLoadFigures(reader: BundleReader, manifest: Manifest, path: string) {
  const load = firstLoadFor(manifest, path)
  const js = [...load.entry, ...load.route]
  const jsSizes = await reader.total(js)
  const cssSizes = await reader.total(load.css)
  const forbidden: string[] = []
  for (const file of js) {
    const { text } = await reader.file(file)
    for (const lazy of lazyOnly) if (text.includes(lazy.marker) && !forbidden.includes(lazy.name)) forbidden.push(lazy.name)
  }
  return { js: jsSizes, css: cssSizes, forbidden }
}

/**
 * Bytes fetched on first use of a lazy feature: the chunks holding its marker and what
 * they import, minus what the page already has.
 */
export async function lazyFigures(reader: BundleReader, manifest: Manifest) {
  const loaded = new Set(firstLoadFor(manifest, '/').entry)
  const result: Record<string, Sizes | 'not built'> = {}
  for (const lazy of lazyOnly) {
    const files = new Set<string>()
    for (const [key, chunk] of Object.entries(manifest)) {
      if (loaded.has(chunk.file) || !chunk.file.endsWith('.js')) continue
      if (!(await reader.file(chunk.file)).text.includes(lazy.marker)) continue
      for (const imported of withStaticImports(manifest, key)) {
        const file = manifest[imported]?.file
        if (file && !loaded.has(file)) files.add(file)
      }
    }
    result[lazy.name] = files.size ? await reader.total([...files]) : 'not built'
  }
  for (const use of firstUses) {
    const onPage = firstLoadFor(manifest, use.page)
    const present = new Set([...onPage.entry, ...onPage.route])
    const files = new Set<string>()
    for (const module of use.modules) {
      if (!manifest[module]) throw new Error(`${module} is not in the build: update firstUses in scripts/audit/bundles.ts`)
      for (const key of withStaticImports(manifest, module)) {
        const file = manifest[key]?.file
        if (file?.endsWith('.js') && !present.has(file)) files.add(file)
      }
    }
    result[use.name] = await reader.total([...files])
  }
  return result
}
