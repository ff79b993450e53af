import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, testChromiumPath } from './scripts/lib/chromium.ts'

const port = Number(process.env.E2E_PORT ?? 4173)

/**
 * End-to-end tests run against the production build (`npm run build` first), served
 * by the real server, in Debian's Chromium headless shell (scripts/lib/chromium.ts).
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Three browsers on the two-core machines that run the suite, whose tests mostly wait on the page:
  // in the headless shell the whole run took 468 s with two workers and 563 s with one (November 2026);
  // on a slower machine (6 December 2026) 435 s with three against ~500 s with two.
  workers: 3,
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    // Recording a trace slowed every test by about a third (shell.spec: 70 s with, 44 s without), and
    // no CI run keeps the files: to see a failing test step by step, run it again with `--trace on`.
    trace: 'off',
    launchOptions: {
      executablePath: testChromiumPath,
      args: [...chromiumArgs],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `node server/main.ts`,
    env: { PORT: String(port) },
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
})
