import { existsSync } from 'node:fs'

/**
 * The Chromium the audit measures in (Lighthouse, the benchmarks) and the share-image
 * renderer uses: Debian's full browser at /usr/bin/chromium unless CHROMIUM_PATH names
 * another.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

const headlessShellPath = '/usr/bin/chromium-headless-shell'

/**
 * The end-to-end tests' browser: Debian's headless shell (package chromium-headless-shell),
 * the same Blink and V8 without the full browser's UI, which is also what Playwright runs
 * headless by default. The suite took 551 s in it against 882 s in the full browser (same
 * build, same 229 tests). E2E_CHROMIUM_PATH names another; without the shell, the full browser.
 */
export const testChromiumPath = process.env.E2E_CHROMIUM_PATH ?? (existsSync(headlessShellPath) ? headlessShellPath : chromiumPath)

/** Flags both need to run as root in a container and stay off the network. */
export const chromiumArgs: readonly string[] = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu']
