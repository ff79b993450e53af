import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { iconUsage } from '../../scripts/lib/icon-usage'
import { partChunks } from '../../scripts/lib/island-chunks'

describe('partChunks', () => {
  // home and blog share a card; home alone has a hero; the webinars page (the app) shares the webinar card with home.
  const imports: Record<string, string[]> = {
    home: ['hero', 'card', 'webinar-card', 'shell-button'],
    blog: ['card', 'article-list'],
    'route-webinars': ['webinar-card', 'router'],
    'webinar-card': ['date-line'],
    card: ['shell-button'],
  }
  const follow = (id: string) => imports[id] ?? []
  const keep = (id: string) => id === 'shell-button' || id === 'router'
  const chunks = partChunks(
    [
      { id: 'home', name: 'home' },
      { id: 'blog', name: 'blog' },
      { id: 'route-webinars', name: 'page-webinars' },
    ],
    follow,
    keep,
  )

  it('puts each module in the chunk of the parts that use it, whatever their order, and a dependency with it or in a larger set', () => {
    expect(Object.fromEntries([...chunks].map(([id, chunk]) => [id, chunk.name]))).toEqual({
      hero: 'islands-home',
      card: 'islands-blog+home',
      'article-list': 'islands-blog',
      'webinar-card': 'islands-home+page-webinars',
      'date-line': 'islands-home+page-webinars',
    })
    expect(chunks.get('card')?.parts).toBe(2)
  })

  it('leaves out the parts themselves and what is kept where it is (the shell, the app)', () => {
    for (const id of ['home', 'blog', 'route-webinars', 'shell-button', 'router']) expect(chunks.has(id)).toBe(false)
  })
})

describe('iconUsage', () => {
  const lucide = resolve('node_modules/lucide-react/dist/esm/lucide-react.mjs')
  const dir = mkdtempSync(join(tmpdir(), 'icon-usage-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  const source = (name: string, text: string) => {
    const file = join(dir, name)
    writeFileSync(file, text)
    return file
  }
  const icons = iconUsage('/site/src/ui/icons.tsx', lucide)
  const iconFile = (name: string) => join(resolve('node_modules/lucide-react/dist/esm/icons'), name)

  it("finds the icons a module names, from the site's barrel or lucide's, by lucide's own names and aliases", () => {
    const file = source('Card.tsx', "import { Link } from '~/ui/Link'\nimport { ArrowRight, PlayCircle as Play } from '~/ui/icons'\nimport { X } from 'lucide-react'\n")
    expect(icons.iconsOf(file)).toEqual([iconFile('arrow-right.mjs'), iconFile('circle-play.mjs'), iconFile('x.mjs')])
  })

  it('names none for a module outside the source or without icons, and the barrels are not followed', () => {
    expect(icons.iconsOf(source('plain.ts', "import { clsx } from 'clsx'\n"))).toEqual([])
    expect(icons.iconsOf('/x/node_modules/pkg/index.ts')).toEqual([])
    expect([...icons.barrels]).toEqual(['/site/src/ui/icons.tsx', lucide])
  })
})
