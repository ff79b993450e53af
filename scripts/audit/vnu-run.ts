import { execFile } from 'node:child_process'
import { relative } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

export interface VnuMessage {
  type: string
  subType?: string
  url: string
  message: string
  lastLine?: number
  /** The markup around the problem; the problem itself is `hiliteLength` characters from `hiliteStart`. */
  extract?: string
  hiliteStart?: number
  hiliteLength?: number
}

/**
 * The one message the checker gets wrong: the HTML Standard allows `blocking` on a link whose
 * rel is `expect` as well as `stylesheet` (https://html.spec.whatwg.org/multipage/semantics.html#attr-link-blocking),
 * and the site's <head> has exactly one such link (src/shared/first-frame.ts). Only that
 * message about that link is set aside; any other `blocking` misuse is still an error.
 */
export function isCheckerLagOnRelExpect({ message, extract, hiliteStart, hiliteLength }: VnuMessage): boolean {
  if (message !== 'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.') return false
  if (extract === undefined || hiliteStart === undefined || hiliteLength === undefined) return false
  const element = extract.slice(hiliteStart, hiliteStart + hiliteLength)
  return /^<link rel="expect" href="#[\w-]+" blocking="render">$/.test(element)
}

/** Nu Html Checker errors per HTML file (path relative to the client folder). */
export async function vnuErrors(clientDir: string, files: readonly string[]): Promise<Record<string, string[]>> {
  const jar = new URL('../../node_modules/vnu-jar/build/dist/vnu.jar', import.meta.url).pathname
  // The checker reports on stderr; --exit-zero-always keeps errors from failing the call itself.
  const { stderr } = await run('java', ['-jar', jar, '--format', 'json', '--exit-zero-always', ...files], { maxBuffer: 64 * 1024 * 1024 })
  const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] }
  const errors: Record<string, string[]> = {}
  for (const m of messages) {
    if (m.type !== 'error' || isCheckerLagOnRelExpect(m)) continue
    const file = relative(clientDir, new URL(m.url).pathname)
    ;(errors[file] ??= []).push(`line ${m.lastLine ?? '?'}: ${m.message}`)
  }
  return errors
}
