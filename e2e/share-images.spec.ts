import { createHash } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { allPages } from '../src/content/registry/all-pages'
import { shareImagePath } from '../src/head/share-image'

/** Width and height from a JPEG's start-of-frame marker (baseline or progressive), or a PNG's IHDR. */
function imageSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.subarray(1, 4).toString('latin1') === 'PNG') return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
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
  const digests = new Map<string, string>()
  for (const page of allPages) {
    const html = await (await request.get(page.path)).text()
    // The page's own image, as an absolute URL on the site's origin (the one og:url uses).
    const origin = new URL(attribute(html, 'og:url') ?? '').origin
    const image = attribute(html, 'og:image')
    expect(image, page.path).toBe(`${origin}${shareImagePath(page.path)}`)
    expect(attribute(html, 'twitter:image'), page.path).toBe(image)
    expect(attribute(html, 'og:image:width'), page.path).toBe('1200')
    expect(attribute(html, 'og:image:height'), page.path).toBe('630')
    expect(attribute(html, 'og:image:alt'), page.path).toBeTruthy()

    const response = await request.get(new URL(image ?? '').pathname)
    expect(response.status(), image).toBe(200)
    expect(response.headers()['content-type'], image).toMatch(/^image\/(jpeg|png)$/)
    // Not content-hashed: revalidated (ETag), never immutable.
    expect(response.headers()['cache-control'], image).not.toContain('immutable')
    expect(response.headers()['etag'], image).toBeTruthy()
    const bytes = await response.body()
    expect(imageSize(bytes), image).toEqual({ width: 1200, height: 630 })
    digests.set(page.path, createHash('sha256').update(bytes).digest('hex'))
  }
  // Each page a different picture.
  expect(new Set(digests.values()).size).toBe(allPages.length)
})

test('a page outside the registry (the 404 page) keeps the default share image', async ({ request }) => {
  const response = await request.get('/no-such-page')
  expect(response.status()).toBe(404)
  const html = await response.text()
  expect(attribute(html, 'og:image')).toMatch(/^https?:\/\/[^/]+\/og-default\.jpg$/)
  expect(attribute(html, 'twitter:image')).toBe(attribute(html, 'og:image'))
})
