import { execFile } from 'node:child_process'
import { relative } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

interface VnuMessage {
  type: string
  subType?: string
  url: string
  message: string
  lastLine?: number
}

/** Nu Html Checker errors per HTML file (path relative to the client folder). */
export async function vnuErrors(clientDir: string, files: readonly string[]): Promise<Record<string, string[]>> {
  const jar = new URL('../../node_modules/vnu-jar/build/dist/vnu.jar', import.meta.url).pathname
  // The checker reports on stderr; --exit-zero-always keeps errors from failing the call itself.
  const { stderr } = await run('java', ['-jar', jar, '--format', 'json', '--exit-zero-always', ...files], { maxBuffer: 64 * 1024 * 1024 })
  const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] }
  const errors: Record<string, string[]> = {}
  for (const m of messages) {
    if (m.type !== 'error') continue
    const file = relative(clientDir, new URL(m.url).pathname)
    ;(errors[file] ??= []).push(`line ${m.lastLine ?? '?'}: ${m.message}`)
  }
  return errors
}
