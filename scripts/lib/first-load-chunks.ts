/**
 * The chunks of every first load, as vite.config.ts names them (`assets/<name>-<hash>.js`):
 * the entry (src/boot.ts, built from index.html) with the helpers it shares with the app and
 * the bundler's runtime (its CommonJS interop, for importing React), which load before the first
 * paint; after it, React and the app's main script, which boot.ts asks for together and
 * evaluates a task apart. The shell's chunk holds what the app shares with a page of islands (src/islands-main.tsx).
 */
export const firstLoadChunks = { entry: 'index', boot: 'boot', runtime: 'rolldown-runtime', react: 'react', app: 'app', shell: 'shell', islands: 'islands-main' } as const

/** A request path of a script the boot runs before the first paint. */
export const bootScriptPath = new RegExp(`/assets/(${firstLoadChunks.entry}|${firstLoadChunks.boot}|${firstLoadChunks.runtime})-[\\w-]+\\.js$`)

/** The request path of the app's main script, or on a page of islands, of the islands' start. */
export const appScriptPath = new RegExp(`/assets/(${firstLoadChunks.app}|${firstLoadChunks.islands})-[\\w-]+\\.js$`)
