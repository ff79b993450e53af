/**
 * Which of lucide's icon modules a source module uses, read from the names it imports from the
 * site's icon barrel (src/ui/icons.tsx) or from lucide-react itself. The module graph cannot tell:
 * a barrel imports every icon it names, so followed through it, every icon looks used by every
 * module that imports one (vite.config.ts groups the islands' code by the parts that use it).
 */
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

const iconImport = /import\s*\{([^}]*)\}\s*from\s*'(?:~\/ui\/icons|lucide-react)'/g
const lucideExport = /export \{([^}]*)\} from '\.\/icons\/([\w-]+\.mjs)'/g

export interface IconUsage {
  /** The barrels: followed, they reach every icon. */
  barrels: ReadonlySet<string>
  /** The icon modules that `id` names in its imports (none for a module outside the site's source). */
  iconsOf: (id: string) => string[]
}

/** `lucideBarrel` is lucide-react's module as the bundler resolved it (`dist/esm/lucide-react.mjs`). */
export function iconUsage(siteBarrel: string, lucideBarrel: string): IconUsage {
  const fileOf = new Map<string, string>()
  for (const [, names, file] of readFileSync(lucideBarrel, 'utf8').matchAll(lucideExport)) {
    for (const name of names!.matchAll(/default as (\w+)/g)) fileOf.set(name[1]!, join(dirname(lucideBarrel), 'icons', file!))
  }
  const cache = new Map<string, string[]>()
  const iconsOf = (id: string) => {
    if (!/\.tsx?$/.test(id) || id.includes('/node_modules/')) return []
    let icons = cache.get(id)
    if (!icons) {
      const names = [...readFileSync(id, 'utf8').matchAll(iconImport)].flatMap((match) => match[1]!.split(',').map((name) => name.trim().split(/\s+/)[0]!))
      icons = names.flatMap((name) => fileOf.get(name) ?? [])
      cache.set(id, icons)
    }
    return icons
  }
  return { barrels: new Set([siteBarrel, lucideBarrel]), iconsOf }
}
