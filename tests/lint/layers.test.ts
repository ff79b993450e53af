// @vitest-environment node
/**
 * The README's layering rule is enforced by the lint step: a wrong-way import is an
 * ESLint error with the rule's message, a right-way import passes.
 */
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint()

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = x\n`, { filePath })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message)
}

describe('the layering rule', () => {
  it.each([
    ['src/features/blog/x.ts', "import { x } from '~/shell/SiteHeader'"],
    ['src/features/blog/x.ts', "import { x } from '~/features/lead-capture/schemas'"],
    ['src/features/blog/x.ts', "import { x } from '@mocks/scenarios'"],
    ['src/sections/x.ts', "import { x } from '~/features/chat/engine'"],
    ['src/ui/x.ts', "import { x } from '~/content/registry'"],
    ['src/content/x.ts', "import { x } from '~/ui/icons'"],
    ['src/shared/x.ts', "import { x } from '~/config/site'"],
    ['machines/x.machine.ts', "import { x } from '~/config/site'"],
    ['server/x.ts', "import { x } from '../src/config/site.ts'"],
    ['mocks/x.ts', "import { x } from '../src/features/chat/engine'"],
  ])('refuses %s importing: %s', async (file, code) => {
    expect(await layerErrors(file, code)).toEqual([expect.stringContaining('Layer rule')])
  })

  it.each([
    ['src/routes/x.tsx', "import { x } from '~/features/chat/engine'"],
    ['src/shell/x.ts', "import { x } from '~/features/lead-capture/NewsletterForm'"],
    ['src/features/blog/x.ts', "import { x } from '~/sections/CtaBand'"],
    ['src/features/blog/x.ts', "import { x } from '~/ui/page-header/PageHeader'"],
    ['src/content/x.ts', "import { x } from '~/config/site'"],
    ['server/x.ts', "import { x } from '../src/shared/ai-contract.ts'"],
    ['mocks/x.ts', "import { x } from '../src/shared/ai-contract'"],
  ])('allows %s importing: %s', async (file, code) => {
    expect(await layerErrors(file, code)).toEqual([])
  })
})
