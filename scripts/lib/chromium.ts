/**
 * The Chromium every browser run uses (Playwright's tests, the audit, the share-image
 * renderer): Debian's at /usr/bin/chromium unless CHROMIUM_PATH names another, with
 * the flags it needs to run as root in a container and stay off the network.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const chromiumArgs: readonly string[] = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu']
