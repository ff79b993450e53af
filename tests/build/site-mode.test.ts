/**
 * What a deploy build contains, proven on real builds: it refuses to build without
 * its settings, and when it builds it carries no mock code, no QA panel and no
 * scenario names, while a demo build says that it is one.
 */
import { execFile } from 'node:child_process'
import { readdir, readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { scenarioLabels, scenarioNames } from '@mocks/scenario-catalog'
import { checkSiteEnv } from '~/config/env-schema'
import { cleanBuildEnv, exampleDeployEnv, requiredDeployEnv } from '../../scripts/lib/example-deploy-env'

const run = promisify(execFile)
// A fake key, assembled here so that no key-shaped string sits in the source itself.
const serverKey = ['sk', 'proj', 'TestOnlyKey0123456789abcdefXYZ'].join('-')
const prodDist = 'dist-test-production'

const requiredEnv = requiredDeployEnv
const deployEnv = exampleDeployEnv
const buildEnv = cleanBuildEnv

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name))
}

describe('the environment check', () => {
  it('names every missing deploy setting at once', () => {
    const check = checkSiteEnv({})
    expect(check.ok).toBe(false)
    if (check.ok) return
    expect(check.mode).toBe('production')
    const missing = Object.keys(requiredEnv).map((name) => `${name} is missing`)
    expect(check.problems.slice(0, missing.length)).toEqual(missing)
    for (const problem of check.problems.slice(missing.length)) expect(problem).toMatch(/^VITE_[A-Z_]+ is still a sample value/)
  })

  it('rejects malformed values with the variable and the rule', () => {
    const check = checkSiteEnv({
      ...deployEnv,
      VITE_SITE_ORIGIN: 'http://www.northwind-ai.dev',
      VITE_LEADS_INBOX: 'leads-at-example',
      VITE_EMAILJS_SERVICE_ID: 'service id with spaces',
    })
    expect(check.ok ? [] : check.problems).toEqual([
      'VITE_SITE_ORIGIN must be an absolute https URL in a deploy build',
      'VITE_EMAILJS_SERVICE_ID must look like an EmailJS service id (3-64 letters, digits, _ or -)',
      'VITE_LEADS_INBOX must be an email address',
    ])
  })

  it('lets a demo build leave every outside service empty, but still checks what is given', () => {
    expect(checkSiteEnv({ VITE_DEMO_MODE: 'true' })).toEqual({ ok: true, mode: 'demo' })
    const check = checkSiteEnv({ VITE_DEMO_MODE: 'true', VITE_LEADS_INBOX: 'nope' })
    expect(check.ok ? [] : check.problems).toEqual(['VITE_LEADS_INBOX must be an email address'])
  })

  it('counts blank values as missing and accepts a complete deploy configuration', () => {
    expect(checkSiteEnv({ ...deployEnv, VITE_LEADS_INBOX: '   ' }).ok).toBe(false)
    expect(checkSiteEnv(deployEnv)).toEqual({ ok: true, mode: 'production' })
  })
})

describe('a deploy build', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    await rm(prodDist, { recursive: true, force: true })
    // The server's AI key is in the environment of the build, as on a real deploy machine. The deploy
    // build without its last step (brotli and gzip copies of these same files, ~11 s of CPU).
    await run('npm', ['run', 'build:pages'], { env: buildEnv({ ...deployEnv, OPENAI_API_KEY: serverKey, SITE_DIST: prodDist }) })
  }, 120_000)
  afterAll(() => rm(prodDist, { recursive: true, force: true }))

  it('fails without its settings, naming each missing variable', async () => {
    const failure = await run('npx', ['vite', 'build', '--outDir', 'dist-test-never'], { env: buildEnv({}) }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    )
    expect(failure?.code).not.toBe(0)
    for (const name of Object.keys(requiredEnv)) expect(failure?.stderr).toContain(`${name} is missing`)
  })

  it('marks its pages as production', async () => {
    const html = await readFile(join(prodDist, 'client', 'contact', 'index.html'), 'utf8')
    expect(html).toContain('<meta name="site-mode" content="production" />')
  })

  it('contains no mock code, no QA panel and no scenario names', async () => {
    const files = await filesUnder(join(prodDist, 'client'))
    expect(files.some((file) => file.endsWith('mockServiceWorker.js'))).toBe(false)
    const scripts = files.filter((file) => file.endsWith('.js'))
    expect(scripts.length).toBeGreaterThan(10)
    const code = (await Promise.all(scripts.map((file) => readFile(file, 'utf8')))).join('\n')
    // MSW's own identifiers, the worker script, the QA panel and every scenario's name and label.
    const forbidden = ['mockServiceWorker', 'setupWorker', 'MSW', 'QA panel', 'Demo mode: nothing is sent', 'Mock scenario']
    for (const name of scenarioNames.filter((n) => n !== 'default')) forbidden.push(`"${name}"`, `'${name}'`, scenarioLabels[name])
    expect(forbidden.filter((marker) => code.includes(marker))).toEqual([])
  })

  it('contains no secret: neither the server key nor anything shaped like an OpenAI key', async () => {
    const files = await filesUnder(join(prodDist, 'client'))
    const texts = files.filter((file) => /\.(js|css|html|json|xml|txt|webmanifest)$/.test(file))
    const leaks: string[] = []
    for (const file of texts) {
      const text = await readFile(file, 'utf8')
      if (text.includes(serverKey) || /\bsk-[A-Za-z0-9_-]{20,}/.test(text)) leaks.push(file)
    }
    expect(texts.length).toBeGreaterThan(40)
    expect(leaks).toEqual([])
  })
})
