/**
 * Draws one share card (brand, section, page title, tagline) as a 1200x630 JPEG:
 * satori lays the card out and writes its text as SVG paths in the bundled Inter font, so
 * the image is the same on any machine (no system fonts, no browser); resvg rasterises it
 * and sharp compresses it. The look follows the default share image, public/og-default.jpg.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { renderAsync } from '@resvg/resvg-js'
import satori from 'satori'
import sharp from 'sharp'
import { drawnFooter, shareImageSize, type ShareCard } from '../../src/head/share-image.ts'

export type { ShareCard }

const require = createRequire(import.meta.url)
const font = (weight: 400 | 700 | 800) => ({
  name: 'Inter',
  weight,
  style: 'normal' as const,
  data: readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
})
let fonts: ReturnType<typeof font>[] | undefined

/** A satori element: what JSX would produce, written out. */
function box(style: Record<string, unknown>, children?: unknown) {
  return { type: 'div', props: { style: { display: 'flex', ...style }, children } }
}

/** Long titles get a smaller size so that they stay within three lines. */
export function titleFontSize(title: string): number {
  if (title.length <= 28) return 76
  if (title.length <= 48) return 64
  if (title.length <= 72) return 54
  return 46
}

export async function renderShareCard(card: ShareCard): Promise<Buffer> {
  fonts ??= [font(400), font(700), font(800)]
  const { width, height } = shareImageSize
  const padding = { x: 96, y: 72 }
  const tree = box(
    {
      // Satori sizes boxes without their padding.
      width: width - 2 * padding.x,
      height: height - 2 * padding.y,
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: `${padding.y}px ${padding.x}px`,
      color: '#e8ecf4',
      fontFamily: 'Inter',
      backgroundColor: '#0b1020',
      backgroundImage: 'radial-gradient(circle at 85% 20%, #312e81 0%, rgba(11,16,32,0) 45%), radial-gradient(circle at 10% 90%, #155e75 0%, rgba(11,16,32,0) 40%)',
    },
    [
      box({ alignItems: 'center', gap: 20 }, [
        box({ fontSize: 36, fontWeight: 800, letterSpacing: '-0.02em', color: '#a5b4fc' }, card.brand),
        ...(card.kicker
          ? [box({ fontSize: 26, fontWeight: 700, color: '#cbd5e1', border: '2px solid #475569', borderRadius: 999, padding: '6px 20px' }, card.kicker)]
          : []),
      ]),
      // Never more than three lines: a title too long even for the smallest size ends in an ellipsis.
      box({ display: 'block', lineClamp: 3, fontSize: titleFontSize(card.title), fontWeight: 800, lineHeight: 1.08, letterSpacing: '-0.03em', color: '#ffffff' }, card.title),
      // The home page's heading is the tagline itself: then the footer stays empty rather than repeat it.
      box({ minHeight: 34, fontSize: 28, fontWeight: 400, color: '#a9b4c8' }, drawnFooter(card)),
    ],
  )
  const svg = await satori(tree as Parameters<typeof satori>[0], { width, height, fonts })
  // renderAsync rasterises off the main thread, so writeShareCards can draw several cards at once.
  const png = (await renderAsync(svg, { fitTo: { mode: 'width', value: width } })).asPng()
  return sharp(png).jpeg({ quality: 82, mozjpeg: true }).toBuffer()
}
