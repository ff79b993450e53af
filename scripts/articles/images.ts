/**
 * Renders an article's hero artwork (SVG) into every width and format the pages use,
 * with sharp. Files are cached by the artwork's hash in node_modules/.cache, so only
 * a new or changed artwork costs encoding time; a build then only copies bytes.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp, { type Sharp } from 'sharp'
import { heroFileName, heroFormats, heroHeightAt, heroSize, heroWidths, type HeroFormat } from '../../src/content/article-images.ts'

/** Bump when the encoder settings change, so cached files are made again. */
const ENCODER_VERSION = 'v1'

export const defaultCacheDir = join(process.cwd(), 'node_modules', '.cache', `article-images-${ENCODER_VERSION}`)

export interface HeroFile {
  /** Path inside the build output, e.g. assets/articles/x-1a2b3c4d-1280.avif */
  fileName: string
  source: Buffer
}

function encode(image: Sharp, format: HeroFormat): Sharp {
  if (format === 'avif') return image.avif({ quality: 50, effort: 4 })
  if (format === 'webp') return image.webp({ quality: 76, effort: 5 })
  return image.jpeg({ quality: 78, mozjpeg: true, progressive: true })
}

/** Every rendition of one hero image, from the cache when it is there. */
export async function heroFiles(slug: string, version: string, svg: string, cacheDir = defaultCacheDir): Promise<HeroFile[]> {
  await mkdir(cacheDir, { recursive: true })
  const wanted = heroWidths.flatMap((width) => heroFormats.map((format) => ({ width, format, fileName: heroFileName(slug, version, width, format) })))
  const cached = await Promise.all(wanted.map(({ fileName }) => readFile(join(cacheDir, fileName.replaceAll('/', '_'))).catch(() => null)))
  if (cached.every((file) => file !== null)) return wanted.map(({ fileName }, i) => ({ fileName, source: cached[i] as Buffer }))

  // Rasterise once at full size, then scale down for each width.
  const master = await sharp(Buffer.from(svg)).resize(heroSize.width, heroSize.height).png().toBuffer()
  return Promise.all(
    wanted.map(async ({ width, format, fileName }) => {
      const source = await encode(sharp(master).resize(width, heroHeightAt(width)), format).toBuffer()
      const file = join(cacheDir, fileName.replaceAll('/', '_'))
      // Written under a temporary name first: two builds at once never read half a file.
      const temporary = `${file}.${process.pid}.tmp`
      await writeFile(temporary, source)
      await rename(temporary, file)
      return { fileName, source }
    }),
  )
}
