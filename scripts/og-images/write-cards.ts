/** Writes every page's share card into the client build (run by scripts/prerender.ts). */
import { mkdir, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { dirname, join } from 'node:path'
import { renderShareCard, type ShareCard } from './render-card.ts'

export interface ShareCardFile {
  /** Site path of the image ('/og/home.jpg'). */
  imagePath: string
  card: ShareCard
}

export async function writeShareCards(clientDir: string, files: readonly ShareCardFile[]): Promise<{ written: number; problems: string[]; ms: number }> {
  const started = Date.now()
  const problems: string[] = []
  const seen = new Set<string>()
  const queue: ShareCardFile[] = []
  for (const file of files) {
    if (seen.has(file.imagePath)) problems.push(`${file.imagePath}: two pages would share this share image`)
    else queue.push(file)
    seen.add(file.imagePath)
  }
  await Promise.all([...new Set(queue.map(({ imagePath }) => dirname(join(clientDir, imagePath))))].map((dir) => mkdir(dir, { recursive: true })))

  // Rasterising (resvg) and compressing (sharp) run on libuv's threads: one card in flight per core.
  let written = 0
  let next = 0
  async function worker() {
    for (let file = queue[next++]; file; file = queue[next++]) {
      try {
        await writeFile(join(clientDir, file.imagePath), await renderShareCard(file.card))
        written++
      } catch (error) {
        problems.push(`${file.imagePath} ("${file.card.title}"): the share card could not be drawn: ${error instanceof Error ? error.message : String(error)}`)
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(availableParallelism(), queue.length) }, worker))
  return { written, problems, ms: Date.now() - started }
}
