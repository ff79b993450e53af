/**
 * The load benchmark's reference (load-benchmark.ts), a process of its own as the site's
 * server is: a node:http server that answers every request with one file's bytes and the
 * headers in BARE_HEADERS (JSON), from memory. Prints its port once it listens.
 * Usage: node scripts/audit/bare-server.ts <body file>
 */
import { readFileSync } from 'node:fs'
import { createServer, type OutgoingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

const body = readFileSync(process.argv[2] ?? '')
const headers = JSON.parse(process.env.BARE_HEADERS ?? '{}') as OutgoingHttpHeaders
const server = createServer((_request, response) => {
  response.writeHead(200, { ...headers, 'content-length': body.byteLength })
  response.end(body)
})
server.listen(0, '127.0.0.1', () => console.log((server.address() as AddressInfo).port))
