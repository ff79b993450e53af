import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { allPages } from '~/content/registry/all-pages'
import { renderShareCard } from '../../scripts/og-images/render-card'
import { writeShareCards } from '../../scripts/og-images/write-cards'

const longest = allPages.reduce((a, b) => (b.heading.length > a.heading.length ? b : a))
const dirs: string[] = []
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))))

describe('share cards', { timeout: 20_000 }, () => {
  it(`draws a 1200x630 JPEG, even for the longest title ("${longest.heading}")`, async () => {
    const image = await renderShareCard({ brand: 'Meridian AI', kicker: longest.section, title: longest.heading, footer: 'Implement AI. Slash Costs. Accelerate Revenue.' })
    const { width, height, format } = await sharp(image).metadata()
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'jpeg' })
    expect(image.byteLength).toBeLessThan(60_000)
  })

  it('writes one file per page and refuses two pages on one image', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'share-cards-'))
    dirs.push(dir)
    const card = { brand: 'Meridian AI', title: 'About Us', footer: 'Tagline' }
    const result = await writeShareCards(dir, [
      { imagePath: '/og/about.jpg', card },
      { imagePath: '/og/contact.jpg', card: { ...card, title: 'Contact Us' } },
      { imagePath: '/og/about.jpg', card },
    ])
    expect(result.written).toBe(2)
    expect(result.problems).toEqual(['/og/about.jpg: two pages would share this share image'])
    const [about, contact] = await Promise.all([readFile(join(dir, 'og/about.jpg')), readFile(join(dir, 'og/contact.jpg'))])
    expect(about.equals(contact)).toBe(false)
  })
})
