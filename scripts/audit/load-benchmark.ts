/**
 * How the site server holds up under load: autocannon against the real server on the
 * loopback interface, 50 connections for 10 s per target, each request asking for
 * `Accept-Encoding: br, gzip` as a browser does. Targets: the home page and the main
 * script (the chunk of src/main.tsx, the largest file of every first load). Printed by
 * the audit as requests per second (mean) and the 99th percentile of latency; gated in
 * the full audit (budgets.ts), printed in CI. Bounded: two targets, 10 s each.
 */
import { get } from 'node:http'
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
}

export const loadSettings = { connections: 50, durationSeconds: 10, acceptEncoding: 'br, gzip' } as const

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/** Whether `url` names this machine's loopback interface: the benchmark never loads another host. */
export function isLoopback(url: string): boolean {
  return LOOPBACK_HOSTS.has(new URL(url).hostname)
}

async function loadOnce(baseUrl: string, target: LoadTarget): Promise<LoadFigure> {
  const url = `${baseUrl}${target.path}`
  if (!isLoopback(url)) throw new Error(`The load benchmark runs on loopback only, not on ${url}`)
  const headers = { 'accept-encoding': loadSettings.acceptEncoding }
  const { contentEncoding, responseBytes } = await probe(url, headers)
  const result = await autocannon({
    url,
    connections: loadSettings.connections,
    duration: loadSettings.durationSeconds,
    headers,
  })
  return {
    ...target,
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    contentEncoding,
    responseBytes,
  }
}

/** One request as the benchmark sends it: the encoding and size of the body as sent (not decoded). */
function probe(url: string, headers: Record<string, string>): Promise<{ contentEncoding: string | null; responseBytes: number }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      let responseBytes = 0
      response.on('data', (chunk: Buffer) => (responseBytes += chunk.byteLength))
      response.on('error', reject)
      response.on('end', () => {
        if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`))
        else resolve({ contentEncoding: response.headers['content-encoding'] ?? null, responseBytes })
      })
    }).on('error', reject)
  })
}

/** Each target in turn (never two at once: the machine has two cores, one of them the server's). */
export async function loadFigures(baseUrl: string, targets: readonly LoadTarget[]): Promise<LoadFigure[]> {
  const figures: LoadFigure[] = []
  for (const target of targets) figures.push(await loadOnce(baseUrl, target))
  return figures
}

/** One line per target, as the audit prints it. */
export function loadLine(f: LoadFigure): string {
  const encoding = f.contentEncoding ?? 'identity'
  const failures = f.non2xx + f.errors > 0 ? `, ${f.non2xx} non-2xx and ${f.errors} errors` : ''
  return `${f.name} (${f.path}, ${encoding}, ${f.responseBytes} bytes): ${f.requestsPerSecond} req/s, p99 ${f.p99Ms} ms${failures}`
}
