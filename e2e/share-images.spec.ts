import { expect, test } from '@playwright/test'
import { allPages } from '../src/content/registry/all-pages'

/** Width and height from a JPEG's start-of-frame marker (baseline or progressive). */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  let offset = 2
  while (offset < bytes.length) {
    const marker = bytes[offset + 1] ?? 0
    if (marker === 0xc0 || marker === 0xc2) return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) }
    offset += 2 + bytes.readUInt16BE(offset + 2)
  }
  throw new Error('no JPEG frame header')
}

const attribute = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]+)"`).exec(html)?.[1]

test('every page shares its own 1200x630 title card', async ({ request }) => {
  const images = new Map<string, Buffer>()
  for (const page of allPages) {
    const html = await (await request.get(page.path)).text()
    const image = attribute(html, 'og:image') ?? ''
    expect(attribute(html, 'twitter:image'), page.path).toBe(image)
    expect(image, page.path).toMatch(/^https?:\/\/[^/]+\/og\/[a-z0-9-]+\.jpg$/)
    expect(attribute(html, 'og:image:width'), page.path).toBe('1200')
    expect(attribute(html, 'og:image:height'), page.path).toBe('630')
    expect(attribute(html, 'og:image:alt'), page.path).toBeTruthy()

    const response = await request.get(new URL(image).pathname)
    expect(response.status(), image).toBe(200)
    expect(response.headers()['content-type']).toBe('image/jpeg')
    const bytes = await response.body()
    expect(jpegSize(bytes), image).toEqual({ width: 1200, height: 630 })
    images.set(image, bytes)
  }
  // One image per page, and each a different picture.
  expect(images.size).toBe(allPages.length)
  const [first, second] = [...images.values()]
  expect(first?.equals(second ?? Buffer.alloc(0))).toBe(false)
})
