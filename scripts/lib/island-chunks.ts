/**
 * The chunks of the code that islands and the app's own pages load after the shell (vite.config.ts):
 * each module goes in one chunk per set of parts that use it, a part being a module of islands
 * (src/islands/<name>.tsx) or the route of a page that runs as the app. Left to itself, the bundler
 * cuts a chunk per set of all the site's routes and parts, which on home was 13 scripts of 140-8,000
 * bytes after React and the shell; grouped by the parts alone, 8 (docs/measurements.md).
 */
import { reachable } from './reachable.ts'

export interface ChunkPart {
  /** The part's module: its own chunk, as the bundler makes it (what loads it imports it by name). */
  id: string
  /** Its name in chunk names. */
  name: string
}

export interface PartChunk {
  /** `islands-` and the names of the parts that use the module. */
  name: string
  /** How many parts use it: a module's dependencies are used by as many or more, so groups are taken largest first. */
  parts: number
}

/**
 * The chunk of every module that `parts` reach by `follow`, except those `keep` leaves where they are
 * (the shell, the app, the router's modules).
 */
export function partChunks(parts: readonly ChunkPart[], follow: (id: string) => readonly string[], keep: (id: string) => boolean): Map<string, PartChunk> {
  const users = new Map<string, string[]>()
  for (const part of parts) {
    for (const id of reachable([part.id], follow)) {
      if (id !== part.id && !keep(id)) users.set(id, [...(users.get(id) ?? []), part.name])
    }
  }
  return new Map([...users].map(([id, names]) => [id, { name: `islands-${names.sort().join('+')}`, parts: names.length }]))
}
