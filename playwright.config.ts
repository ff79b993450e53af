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
  // Two browsers on the two-core machines that run the suite: in the headless shell the whole run
  // took 468 s with two workers and 563 s with one (November 2026). Three took 435 s against ~500 s
  // on a slower machine (6 December 2026), but starved the brand font's download past the first
  // paint of a page (first-frame.spec saw the swap shift text by 8 px): two it stays.
  workers: 2,
  retries: 0,
  // The list, then a short digest of why each failed test failed, at the end where a CI page shows it.
  reporter: [['list'], ['./scripts/lib/failure-digest-reporter.ts']],
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
