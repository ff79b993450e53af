import { execFile } from 'node:child_process'
import { relative } from 'node:path'
import { promisify } from 'node:util'
import { FIRST_FRAME_LINK } from '../../src/shared/first-frame.ts'

const run = promisify(execFile)

interface VnuMessage {
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
 * rel is `expect` as well as `stylesheet` (https://html.spec.whatwg.org/multipage/semantics.html#attr-link-blocking).
 * It is set aside only when the element it points at is exactly the site's first-frame link
 * (src/shared/first-frame.ts); any other `blocking` misuse is still an error.
 */
function isCheckerLagOnFirstFrameLink({ message, extract, hiliteStart, hiliteLength }: VnuMessage): boolean {
  if (message !== 'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.') return false
  if (extract === undefined || hiliteStart === undefined || hiliteLength === undefined) return false
  return extract.slice(hiliteStart, hiliteStart + hiliteLength) === FIRST_FRAME_LINK
}

/** Nu Html Checker errors per HTML file (path relative to the client folder). */
export async function vnuErrors(clientDir: string, files: readonly string[]): Promise<Record<string, string[]>> {
  const jar = new URL('../../node_modules/vnu-jar/build/dist/vnu.jar', import.meta.url).pathname
  // The checker reports on stderr; --exit-zero-always keeps errors from failing the call itself.
  const { stderr } = await run('java', ['-jar', jar, '--format', 'json', '--exit-zero-always', ...files], { maxBuffer: 64 * 1024 * 1024 })
  const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] }
  const errors: Record<string, string[]> = {}
  for (const m of messages) {
    if (m.type !== 'error' || isCheckerLagOnFirstFrameLink(m)) continue
    const file = relative(clientDir, new URL(m.url).pathname)
    ;(errors[file] ??= []).push(`line ${m.lastLine ?? '?'}: ${m.message}`)
  }
  return errors
}
