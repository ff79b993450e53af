/**
 * How the site server holds up under load: autocannon against the real server on the
 * loopback interface, 50 connections for 10 s per target, each request asking for
 * `Accept-Encoding: br, gzip` as a browser does. Targets: the home page and the largest
 * script of every first load (React's chunk, beside the app's main script). Printed by
 * the audit as requests per second (mean) and the 99th percentile of latency; gated in
 * the full audit (budgets.ts), printed in CI. Bounded: two targets, 10 s each.
 *
 * autocannon runs in two worker threads. In one, it was what the main script's figure measured
 * (then the app's single first-load chunk):
 * reading ~98 KB bodies kept it at 94% of a core while the server used 35% (517 req/s, p99 195 ms;
 * with two threads 882 req/s, p99 117 ms, same server, same minute). Home, a small page, is
 * the server's to limit either way (3876 and 3161 req/s: the second thread takes CPU from it).
 *
 * Beside each figure, the same run against a bare `node:http` server (bare-server.ts, a
 * process of its own) that answers with the same bytes and headers from memory: the most any
 * Node server could do on this machine under the same load, so a miss can be told apart as
 * the server's or the machine's.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { get, type OutgoingHttpHeaders } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import type { LoadBudgetName } from './budgets.ts'

export interface LoadTarget {
  /** Its budget in budgets.ts (`load`). */
  budget: LoadBudgetName
  name: string
  path: string
}

export interface LoadFigure extends LoadTarget {
  /** Mean requests answered per second over the run. */
  requestsPerSecond: number
  /** 99th percentile of the response time, ms. */
  p99Ms: number
  /** Responses that were not 2xx, and connection errors or timeouts: a run with either is no measure. */
  non2xx: number
  errors: number
  /** What the server answered a single request with the same headers (br, gzip or none). */
  contentEncoding: string | null
  /** Bytes of that answer's body. */
  responseBytes: number
  /** A bare node:http server sending the same answer from memory, under the same load. */
  bareServer: { requestsPerSecond: number; p99Ms: number }
}

export const loadSettings = { connections: 50, durationSeconds: 10, acceptEncoding: 'br, gzip', workers: 2 } as const

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/** Whether `url` names this machine's loopback interface: the benchmark never loads another host. */
export function isLoopback(url: string): boolean {
  return LOOPBACK_HOSTS.has(new URL(url).hostname)
}

/** autocannon's figures for one URL under the benchmark's load. */
async function underLoad(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, connections: loadSettings.connections, duration: loadSettings.durationSeconds, workers: loadSettings.workers, headers })
  return { requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99, non2xx: result.non2xx, errors: result.errors }
}

async function loadOnce(baseUrl: string, target: LoadTarget): Promise<LoadFigure> {
  const url = `${baseUrl}${target.path}`
  if (!isLoopback(url)) throw new Error(`The load benchmark runs on loopback only, not on ${url}`)
  const headers = { 'accept-encoding': loadSettings.acceptEncoding }
  const answer = await probe(url, headers)
  const site = await underLoad(url, headers)
  const bare = await bareServer(answer)
  try {
    const { requestsPerSecond, p99Ms } = await underLoad(bare.url, headers)
    return {
      ...target,
      ...site,
      contentEncoding: answer.headers['content-encoding']?.toString() ?? null,
      responseBytes: answer.body.byteLength,
      bareServer: { requestsPerSecond, p99Ms },
    }
  } finally {
    await bare.close()
  }
}

interface Answer {
  headers: OutgoingHttpHeaders
  body: Buffer
}

/** One request as the benchmark sends it: the answer's headers and its body as sent (not decoded). */
function probe(url: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('error', reject)
      response.on('end', () => {
        if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`))
        else resolve({ headers: response.headers, body: Buffer.concat(chunks) })
      })
    }).on('error', reject)
  })
}

/** A node:http server on loopback, in a process of its own, that sends `answer` to every request from memory. */
export async function bareServer(answer: Answer): Promise<{ url: string; close: () => Promise<void> }> {
  const { 'transfer-encoding': _chunked, connection: _connection, 'keep-alive': _keepAlive, 'content-length': _length, ...headers } = answer.headers
  const folder = await mkdtemp(join(tmpdir(), 'bare-server-'))
  const bodyFile = join(folder, 'body')
  await writeFile(bodyFile, answer.body)
  const child = spawn(process.execPath, [fileURLToPath(new URL('./bare-server.ts', import.meta.url)), bodyFile], {
    env: { ...process.env, BARE_HEADERS: JSON.stringify(headers) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (data: Buffer) => resolve(data.toString().trim()))
    void exited.then(() => reject(new Error('The bare server stopped before it listened')))
  }).catch(async (error: unknown) => {
    await rm(folder, { recursive: true, force: true })
    throw error
  })
  return {
    url: `http://127.0.0.1:${port}/`,
    close: async () => {
      child.kill()
      await exited
      await rm(folder, { recursive: true, force: true })
    },
  }
}

/** Each target in turn (never two at once: the machine has two cores, shared by the server and autocannon). */
export async function loadFigures(baseUrl: string, targets: readonly LoadTarget[]): Promise<LoadFigure[]> {
  const figures: LoadFigure[] = []
  for (const target of targets) figures.push(await loadOnce(baseUrl, target))
  return figures
}

/** One line per target, as the audit prints it. */
export function loadLine(f: LoadFigure): string {
  const encoding = f.contentEncoding ?? 'identity'
  const failures = f.non2xx + f.errors > 0 ? `, ${f.non2xx} non-2xx and ${f.errors} errors` : ''
  const bare = `a bare Node server sending the same bytes: ${f.bareServer.requestsPerSecond} req/s, p99 ${f.bareServer.p99Ms} ms`
  return `${f.name} (${f.path}, ${encoding}, ${f.responseBytes} bytes): ${f.requestsPerSecond} req/s, p99 ${f.p99Ms} ms${failures} (${bare})`
}
