import { readFile } from 'node:fs/promises'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { iconFiles, iconLinks, renderIcon } from '../../scripts/favicons/vite-plugin'

const svg = await readFile(new URL('../../public/favicon.svg', import.meta.url), 'utf8')

async function pixelAt(png: Buffer, x: number, y: number) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })
  const at = (y * info.width + x) * 4
  return [...data.subarray(at, at + 4)]
}

describe('site icons', () => {
  it.each(iconFiles)('$path is a $size px square PNG drawn from public/favicon.svg', async (icon) => {
    const png = renderIcon(svg, icon)
    const { width, height, format } = await sharp(png).metadata()
    expect({ width, height, format }).toEqual({ width: icon.size, height: icon.size, format: 'png' })
    // The mark's colour at its centre-left edge, whatever the size.
    expect(await pixelAt(png, Math.round(icon.size * 0.1), Math.round(icon.size / 2))).toEqual([0x43, 0x38, 0xca, 255])
  })

  it('keeps the browser icon rounded and gives the home-screen icon a full square', async () => {
    const [favicon, touch] = iconFiles.map((icon) => renderIcon(svg, icon))
    expect((await pixelAt(favicon!, 0, 0))[3]).toBe(0)
    expect(await pixelAt(touch!, 0, 0)).toEqual([0x43, 0x38, 0xca, 255])
  })

  it('refuses a source without the square it would fill the iOS icon with', () => {
    const square = iconFiles.find((icon) => icon.square)!
    expect(() => renderIcon('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16"/></svg>', square)).toThrow(/no <rect>/)
  })

  it('links each icon from the page head, the browser icon with its type and size', () => {
    expect(iconLinks().map(({ attrs }) => attrs)).toEqual([
      { rel: 'icon', href: '/favicon.png', type: 'image/png', sizes: '48x48' },
      { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
    ])
  })
})
