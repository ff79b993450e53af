/**
 * Serves a build with the project's own server (`server/main.ts`) for the audit and
 * waits, with wait-on, until it answers; a deploy build with its AI proxy talking to the
 * test provider on loopback (scripts/lib/fake-provider.ts).
 */
import { spawn } from 'node:child_process'
import waitOn from 'wait-on'
import { startFakeProvider } from '../lib/fake-provider.ts'

/** Waits until `url` answers a GET with 2xx; rejects with a readable error after `timeoutMs`. */
export async function waitForServer(url: string, { timeoutMs = 30_000, intervalMs = 100 } = {}): Promise<void> {
  const resource = url.replace(/^http(s?):/, 'http$1-get:')
  try {
    await waitOn({ resources: [resource], timeout: timeoutMs, interval: intervalMs, window: intervalMs, httpTimeout: 2_000, proxy: false })
  } catch (error) {
    throw new Error(`No answer from ${url} within ${timeoutMs / 1000} s (${error instanceof Error ? error.message : String(error)})`, { cause: error })
  }
}

/**
 * Starts the server on `port` for the build in `dist` and resolves once it answers;
 * rejects with the server's own error output when it stops first or never answers.
 */
export async function serveBuild(dist: string, port: number, { timeoutMs = 30_000, env = {} as Record<string, string> } = {}): Promise<{ baseUrl: string; stop: () => void }> {
  const baseUrl = `http://localhost:${port}`
  const server = spawn(process.execPath, ['server/main.ts'], { env: { ...process.env, ...env, PORT: String(port), SITE_DIST: dist }, stdio: ['ignore', 'ignore', 'pipe'] })
  let errorOutput = ''
  server.stderr.on('data', (chunk: Buffer) => {
    errorOutput = (errorOutput + chunk.toString()).slice(-2_000)
  })
  const stopped = new Promise<never>((_, reject) =>
    server.once('exit', (code, signal) => reject(new Error(`The server stopped (${signal ?? `exit code ${code}`}) before answering at ${baseUrl}`))),
  )
  stopped.catch(() => {}) // only read when it wins the race below
  try {
    await Promise.race([waitForServer(`${baseUrl}/`, { timeoutMs }), stopped])
  } catch (error) {
    server.kill()
    const output = errorOutput.trim()
    throw new Error(`${error instanceof Error ? error.message : String(error)}${output ? `\nServer output:\n${output}` : ''}`, { cause: error })
  }
  return { baseUrl, stop: () => server.kill() }
}

/** Serves a deploy build with its AI proxy on, the provider being the test provider on loopback. */
export async function serveDeployWithFakeProvider(dist: string, port: number): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const provider = await startFakeProvider()
  try {
    const server = await serveBuild(dist, port, {
      env: { OPENAI_API_KEY: 'sk-audit-fake-provider', OPENAI_BASE_URL: provider.baseUrl, AI_SESSION_SECRET: 'audit: the test provider on loopback, not a secret', REDIS_URL: '' },
    })
    return {
      baseUrl: server.baseUrl,
      stop: async () => {
        server.stop()
        await provider.close()
      },
    }
  } catch (error) {
    await provider.close()
    throw error
  }
}
