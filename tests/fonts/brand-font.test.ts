import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { BRAND_FONT_FILE, brandFontUnicodeRange, isBrandFontCharacter, subsetBrandFont } from '../../scripts/fonts/brand-font'
import { siteKnowledge } from '../knowledge/site-knowledge'

describe('the brand font the site ships', () => {
  it('is the package file cut to the character set, as `npm run fonts` writes it', async () => {
    const shipped = readFileSync(BRAND_FONT_FILE)
    expect(Buffer.compare(await subsetBrandFont(), shipped)).toBe(0)
    // Smaller than the package's Latin file it is cut from.
    expect(shipped.length).toBeLessThan(35 * 1024)
  })

  it('is declared for exactly the characters it holds, so the browser draws any other with the fallback', () => {
    const css = readFileSync('src/styles.css', 'utf8')
    const face = /@font-face\s*{[^}]*font-family: 'Inter Variable';[^}]*}/.exec(css)?.[0] ?? ''
    expect(face).toContain(`unicode-range: ${brandFontUnicodeRange()};`)
    expect(face).toContain("url('./assets/fonts/inter-site-wght.woff2')")
  })

  it('holds every character of every page’s text', async () => {
    const { pages } = await siteKnowledge()
    const text = pages.map((page) => page.html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>|<[^>]+>/g, ' ')).join(' ')
    const missing = [...new Set(text)].filter((character) => !/\s/.test(character) && !isBrandFontCharacter(character))
    // '↻' (a reload sign) is drawn in the fallback: Inter's Latin file never had it.
    expect(missing.filter((character) => character !== '↻')).toEqual([])
  })
})
