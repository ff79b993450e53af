import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import { diskAssets } from '../../server/disk-assets'

const text = (bytes: Uint8Array | null) => (bytes ? new TextDecoder().decode(bytes) : null)

describe('the build folder as the server reads it', () => {
  let folder: string
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'disk-assets-'))
    await mkdir(join(folder, 'about'))
    await writeFile(join(folder, 'index.html'), '<title>Home</title>')
    await writeFile(join(folder, 'about', 'index.html'), '<title>About</title>')
  })
  afterEach(() => rm(folder, { recursive: true, force: true }))

  it('reads files inside the folder only', async () => {
    const assets = diskAssets(folder)
    expect(text(await assets.read('/index.html'))).toBe('<title>Home</title>')
    expect(text(await assets.read('/about/index.html'))).toBe('<title>About</title>')
    expect(await assets.read('/missing.html')).toBeNull()
    expect(await assets.read('/about')).toBeNull() // a folder is no file
    expect(await assets.read('/../secret.txt')).toBeNull()
  })

  it('serves a page written over the folder from its next request, with a new ETag, and a removed one no more', async () => {
    const app = createApp({ assets: diskAssets(folder) })
    const first = await app.request('/about')
    expect(await first.text()).toBe('<title>About</title>')
    const again = await app.request('/about')
    expect(again.headers.get('ETag')).toBe(first.headers.get('ETag'))
    expect(await app.request('/about', { headers: { 'If-None-Match': first.headers.get('ETag') ?? '' } })).toHaveProperty('status', 304)

    // A rebuild: new content (same length, so only the modification time tells).
    const page = join(folder, 'about', 'index.html')
    await writeFile(page, '<title>Abut!</title>')
    const later = new Date(Date.now() + 5_000)
    await utimes(page, later, later)
    const rebuilt = await app.request('/about')
    expect(await rebuilt.text()).toBe('<title>Abut!</title>')
    expect(rebuilt.headers.get('ETag')).not.toBe(first.headers.get('ETag'))

    await rm(page)
    expect((await app.request('/about')).status).toBe(404)
  })
})
