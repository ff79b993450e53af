/**
 * Vite plugin: the site's icons as PNG, drawn from the one source, `public/favicon.svg`.
 *
 * Chromium fetches a page's icon in the page's own renderer and, for an SVG, builds a whole
 * isolated SVG document on the main thread to draw it: a task of 84-105 ms at CPU 4x (traced on
 * an article), after the first paint, that a visitor's tap waits behind. A small PNG is decoded
 * without it. So the pages link PNGs, which the build writes and the dev server serves.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Resvg } from '@resvg/resvg-js'
import type { Plugin } from 'vite'

const source = fileURLToPath(new URL('../../public/favicon.svg', import.meta.url))

export interface IconFile {
  /** Site path of the file. */
  path: string
  /** Width and height in pixels. */
  size: number
  rel: 'icon' | 'apple-touch-icon'
  /** Fills the corners with the mark's own colour: iOS shows a transparent corner as black and rounds the icon itself. */
  square?: boolean
}

/** 48 px: a multiple of 48, as search engines ask of a favicon. 180 px: the home-screen icon of iOS. */
export const iconFiles: readonly IconFile[] = [
  { path: '/favicon.png', size: 48, rel: 'icon' },
  { path: '/apple-touch-icon.png', size: 180, rel: 'apple-touch-icon', square: true },
]

/** The fill of the SVG's first `<rect>`: the rounded square the mark sits on. */
function squareColour(svg: string): string {
  const fill = /<rect\b[^>]*\bfill="([^"]+)"/.exec(svg)?.[1]
  if (!fill) throw new Error('public/favicon.svg: no <rect> with a fill to square the iOS icon with')
  return fill
}

export function renderIcon(svg: string, { size, square }: IconFile): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'width', value: size }, ...(square ? { background: squareColour(svg) } : {}) }).render().asPng()
}

/** The `<link>` tags for the icons, as Vite's transformIndexHtml takes them. */
export function iconLinks() {
  return iconFiles.map(({ path, size, rel }) => ({
    tag: 'link',
    attrs: rel === 'icon' ? { rel, href: path, type: 'image/png', sizes: `${size}x${size}` } : { rel, href: path },
    injectTo: 'head' as const,
  }))
}

export function faviconsPlugin(): Plugin {
  return {
    name: 'favicons',
    transformIndexHtml: () => iconLinks(),
    configureServer(server) {
      for (const icon of iconFiles) {
        server.middlewares.use(icon.path, (_req, res) => {
          res.setHeader('Content-Type', 'image/png')
          res.end(renderIcon(readFileSync(source, 'utf8'), icon))
        })
      }
    },
    generateBundle() {
      // Client build only: the server-rendering build writes no public files.
      if (this.environment.config.consumer !== 'client' || this.environment.config.build.ssr) return
      const svg = readFileSync(source, 'utf8')
      for (const icon of iconFiles) this.emitFile({ type: 'asset', fileName: icon.path.slice(1), source: renderIcon(svg, icon) })
    },
  }
}
