import { mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { vnuErrors } from '../../scripts/audit/vnu-run'
import { FIRST_FRAME_LINK } from '../../src/shared/first-frame'

it('sets aside only the checker’s error on the first-frame link; the same attribute elsewhere is still an error', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'vnu-'))
  const file = join(dir, 'page.html')
  await writeFile(
    file,
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Page</title>${FIRST_FRAME_LINK}
<link rel="icon" href="/favicon.svg" blocking="render"></head><body><p>Text</p><footer id="site-footer">Footer</footer></body></html>`,
  )
  expect(await vnuErrors(dir, [file])).toEqual({
    'page.html': ['line 2: A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.'],
  })
}, 60_000)
