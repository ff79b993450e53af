/** Runs a fetch handler under Node's http server, and reads assets from disk. */
import { readFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { join, normalize } from 'node:path'
import type { AssetSource } from './site-handler.ts'

export function diskAssets(root: string): AssetSource {
  return {
    async read(path) {
      const file = normalize(join(root, path))
      if (!file.startsWith(normalize(root))) return null
      try {
        return new Uint8Array(await readFile(file))
      } catch {
        return null
      }
    },
  }
}

function toRequest(req: IncomingMessage): Request {
  const url = `http://${req.headers.host ?? 'localhost'}${req.url ?? '/'}`
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(name, v))
    else if (value !== undefined) headers.set(name, value)
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  return new Request(url, {
    method: req.method ?? 'GET',
    headers,
    ...(hasBody ? { body: req as unknown as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit)
}

async function send(res: ServerResponse, response: Response) {
  res.statusCode = response.status
  response.headers.forEach((value, name) => res.setHeader(name, value))
  if (!response.body) return void res.end()
  const reader = response.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    res.write(value)
  }
  res.end()
}

export function serve(handler: (request: Request) => Promise<Response>, port: number) {
  const server = createServer((req, res) => {
    handler(toRequest(req))
      .then((response) => send(res, response))
      .catch((error: unknown) => {
        console.error(error)
        if (!res.headersSent) res.statusCode = 500
        res.end('Internal server error')
      })
  })
  return new Promise<typeof server>((resolve) => server.listen(port, () => resolve(server)))
}
