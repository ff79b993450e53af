/** Writes every page's share card into the client build (run by scripts/prerender.ts). */
import { mkdir, writeFile } from 'node:fs/promises'
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
  let written = 0
  for (const { imagePath, card } of files) {
    if (seen.has(imagePath)) {
      problems.push(`${imagePath}: two pages would share this share image`)
      continue
    }
    seen.add(imagePath)
    try {
      const file = join(clientDir, imagePath)
      await mkdir(dirname(file), { recursive: true })
      await writeFile(file, await renderShareCard(card))
      written++
    } catch (error) {
      problems.push(`${imagePath} ("${card.title}"): the share card could not be drawn: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  return { written, problems, ms: Date.now() - started }
}
