import { get } from 'node:http'
import { brotliCompressSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { bareServer, loadLine, type LoadFigure } from '../../scripts/audit/load-benchmark'

/** One GET, the body as sent (not decoded). */
function fetchRaw(url: string): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }))
      response.on('error', reject)
    }).on('error', reject)
  })
}

describe('the load benchmark', () => {
  it("measures beside the site a bare server that sends the site's answer as it was sent: same bytes, same encoding and type", async () => {
    const body = brotliCompressSync(Buffer.from('console.log("the main script")'.repeat(200)))
    const bare = await bareServer({
      headers: { 'content-type': 'text/javascript; charset=utf-8', 'content-encoding': 'br', 'transfer-encoding': 'chunked', 'cache-control': 'public, max-age=31536000, immutable' },
      body,
    })
    try {
      for (const path of ['/', '/assets/any.js']) {
        const answer = await fetchRaw(bare.url.replace(/\/$/, path))
        expect(answer.status).toBe(200)
        expect(answer.body.equals(body)).toBe(true)
        expect(answer.headers).toMatchObject({ 'content-type': 'text/javascript; charset=utf-8', 'content-encoding': 'br', 'content-length': String(body.byteLength) })
        expect(answer.headers['transfer-encoding']).toBeUndefined()
      }
    } finally {
      await bare.close()
    }
  })

  it("prints the bare server's figures beside the site's", () => {
    const figure: LoadFigure = {
      budget: 'largestScript',
      name: 'largest script',
      path: '/assets/app.js',
      requestsPerSecond: 598,
      p99Ms: 182,
      non2xx: 0,
      errors: 0,
      contentEncoding: 'br',
      responseBytes: 97104,
      bareServer: { requestsPerSecond: 640, p99Ms: 150 },
    }
    expect(loadLine(figure)).toBe(
      'largest script (/assets/app.js, br, 97104 bytes): 598 req/s, p99 182 ms (a bare Node server sending the same bytes: 640 req/s, p99 150 ms)',
    )
  })
})
