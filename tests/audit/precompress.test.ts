import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { precompressFiles, precompressFolder } from '../../scripts/lib/precompress'

const script = 'export const greeting = "hello";\n'.repeat(200)
const page = `<!doctype html><title>Home</title>${'<p>content</p>'.repeat(200)}`

async function builtFolder() {
  const dir = await mkdtemp(join(tmpdir(), 'precompress-'))
  await mkdir(join(dir, 'assets'))
  await mkdir(join(dir, 'about'))
  await writeFile(join(dir, 'index.html'), page)
  await writeFile(join(dir, 'about', 'index.html'), page.replace('Home', 'About'))
  await writeFile(join(dir, 'assets', 'main-abc.js'), script)
  await writeFile(join(dir, 'sitemap.xml'), `<urlset>${'<url><loc>https://example.com/</loc></url>'.repeat(20)}</urlset>`)
  await writeFile(join(dir, 'site.webmanifest'), JSON.stringify({ name: 'Site', icons: Array(20).fill({ src: '/icon.png' }) }))
  await writeFile(join(dir, 'og.jpg'), new Uint8Array(2048).fill(7))
  await writeFile(join(dir, 'robots.txt'), 'User-agent: *')
  return dir
}

describe('precompression of the build', () => {
  it('writes a brotli and a gzip copy beside each compressible file, which decode to the file', async () => {
    const dir = await builtFolder()
    const { files } = await precompressFolder(dir)
    expect(files).toBe(5)
    for (const file of ['index.html', 'about/index.html', 'assets/main-abc.js', 'sitemap.xml', 'site.webmanifest']) {
      const original = await readFile(join(dir, file))
      const br = await readFile(join(dir, `${file}.br`))
      const gz = await readFile(join(dir, `${file}.gz`))
      expect(brotliDecompressSync(br), file).toEqual(original)
      expect(gunzipSync(gz), file).toEqual(original)
      expect(br.byteLength, file).toBeLessThan(gz.byteLength)
    }
  })

  it('leaves images alone, and writes no copy that would not be smaller than its file', async () => {
    const dir = await builtFolder()
    await precompressFolder(dir)
    expect(existsSync(join(dir, 'og.jpg.br'))).toBe(false)
    expect(existsSync(join(dir, 'og.jpg.gz'))).toBe(false)
    // 13 bytes: gzip's header and trailer alone are 18.
    expect(existsSync(join(dir, 'robots.txt.gz'))).toBe(false)
  })

  it('runs again over its own output without compressing the copies, and refreshes a changed file', async () => {
    const dir = await builtFolder()
    await precompressFolder(dir)
    await writeFile(join(dir, 'index.html'), page.replace('Home', 'Changed'))
    const { files } = await precompressFolder(dir)
    expect(files).toBe(5)
    expect(existsSync(join(dir, 'index.html.br.br'))).toBe(false)
    expect(brotliDecompressSync(await readFile(join(dir, 'index.html.br'))).toString()).toContain('<title>Changed</title>')
  })

  it('compresses only the files it is given', async () => {
    const dir = await builtFolder()
    await precompressFiles([join(dir, 'index.html'), join(dir, 'og.jpg')])
    expect(existsSync(join(dir, 'index.html.br'))).toBe(true)
    expect(existsSync(join(dir, 'about', 'index.html.br'))).toBe(false)
  })
})
