/**
 * Which built files a page needs on first load, read from Vite's manifest: the
 * entry, its static imports, the page's own code-split chunk (the router loads it
 * before hydrating) and their CSS. Shared by the prerender (modulepreload links)
 * and the quality audit (first-load bytes).
 */
export interface ManifestChunk {
  file: string
  name?: string
  src?: string
  isEntry?: boolean
  isDynamicEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}

export type Manifest = Record<string, ManifestChunk>

/**
 * Families of the page registry (src/content/registry): one `$slug` route file each, and
 * the content module its loader imports for a slug.
 */
const families: readonly { pattern: RegExp; routeFile: string; loaderImports: (slug: string) => string[] }[] = [
  // The loader module (metadata, head tags) and this article's compiled MDX body.
  { pattern: /^\/blog\/([^/]+)$/, routeFile: 'src/routes/blog/$slug.tsx', loaderImports: (slug) => ['src/features/blog/load-article.ts', `src/content/articles/${slug}.mdx`] },
  { pattern: /^\/services\/([^/]+)$/, routeFile: 'src/routes/services/$slug.tsx', loaderImports: (slug) => [`src/content/services/${slug}.ts`] },
  { pattern: /^\/verticals\/([^/]+)$/, routeFile: 'src/routes/verticals/$slug.tsx', loaderImports: (slug) => [`src/content/verticals/${slug}.ts`] },
  { pattern: /^\/case-studies\/([^/]+)$/, routeFile: 'src/routes/case-studies/$slug.tsx', loaderImports: () => ['src/content/case-studies.ts'] },
]

/** The route file that renders a path (file-based routing: one file per fixed page, one `$slug` file per family). */
export function routeFileFor(path: string): string {
  if (path === '/') return 'src/routes/index.tsx'
  const family = families.find((f) => f.pattern.test(path))
  if (family) return family.routeFile
  if (path === '/blog' || path === '/case-studies') return `src/routes${path}/index.tsx`
  return `src/routes${path}.tsx`
}

/** Manifest keys of a chunk and everything it imports statically. */
export function withStaticImports(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen
  seen.add(key)
  for (const imported of manifest[key].imports ?? []) withStaticImports(manifest, imported, seen)
  return seen
}

export interface FirstLoad {
  /** Files of the shared entry (same for every page). */
  entry: string[]
  /** Files only this page adds (its route chunk and what it imports beyond the entry). */
  route: string[]
  css: string[]
}

/**
 * Modules a route's loader imports: the router loads them before hydrating, so they
 * are part of that page's first load although the bundler sees a dynamic import.
 * An article's body is its own chunk, keyed by its file (import.meta.glob in load-article.ts).
 */
export function loaderImportsFor(path: string): string[] {
  // Fixed pages whose loader imports a content module (for their structured data).
  if (path === '/' || path === '/webinars') return ['src/content/webinars.ts']
  for (const family of families) {
    const slug = family.pattern.exec(path)?.[1]
    if (slug) return family.loaderImports(slug)
  }
  return []
}

/**
 * The manifest key of the chunk holding a source module: its own entry when it is
 * only imported dynamically, or the shared chunk named after it when other chunks
 * import it too (the manifest lists shared chunks by name, not by source).
 */
function chunkKeyOf(manifest: Manifest, module: string): string | undefined {
  if (manifest[module]) return module
  const name = module.split('/').pop()?.replace(/\.[^.]+$/, '')
  return Object.keys(manifest).find((key) => key.startsWith('_') && manifest[key]?.name === name)
}

export function firstLoadFor(manifest: Manifest, path: string): FirstLoad {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry) ?? 'index.html'
  const entryKeys = withStaticImports(manifest, entryKey)
  const routeKey = Object.keys(manifest).find((key) => key.startsWith(`${routeFileFor(path)}?tsr-split=component`))
  const routeKeys = routeKey ? withStaticImports(manifest, routeKey) : new Set<string>()
  for (const loaded of loaderImportsFor(path)) {
    const key = chunkKeyOf(manifest, loaded)
    if (key) withStaticImports(manifest, key, routeKeys)
  }
  const files = (keys: Iterable<string>) => [...keys].map((key) => manifest[key]?.file).filter((file): file is string => Boolean(file))
  const css = [...new Set([...entryKeys, ...routeKeys].flatMap((key) => manifest[key]?.css ?? []))]
  return { entry: files(entryKeys), route: files([...routeKeys].filter((key) => !entryKeys.has(key))), css }
}
