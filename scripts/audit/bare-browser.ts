/**
 * Chromium driven over a bare DevTools connection: a page gets only the domains a load needs
 * (Page, Network for the throttling, Emulation), never the inspector's Runtime or Debugger.
 *
 * Why not Playwright: it enables the Runtime domain on every page, and with Runtime enabled
 * V8 records a stack trace with source positions for every Error the page constructs. React DOM
 * constructs five as its module is evaluated; finding their source positions re-parses the
 * functions on the stack, the whole app chunk among them: 260-320 ms of main-thread work per
 * load of `/` at CPU 5x (traced; 1-3 ms without Runtime). A visitor's browser has no inspector
 * attached. Lighthouse's own trace has none of that work (decision 0013), so its TBT never carried it.
 */
import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromiumArgs, chromiumPath } from '../lib/chromium.ts'

type Params = Record<string, unknown>

export interface BarePage {
  /** Sends a DevTools command to the page and resolves with its result. */
  send: <T = Params>(method: string, params?: Params) => Promise<T>
  /** Calls `listener` with the params of each event `method` the page's session reports; returns the unsubscribe. */
  on: (method: string, listener: (params: Params) => void) => () => void
  /** Closes the page with its browser context (cache, storage). */
  close: () => Promise<void>
}

export interface BareBrowser {
  /** A page in a browser context of its own: a first visit, empty cache. */
  newPage: () => Promise<BarePage>
  close: () => Promise<void>
}

interface Message {
  id?: number
  method?: string
  params?: Params
  sessionId?: string
  result?: Params
  error?: { message: string }
}

/**
 * A visitor's page is the tab in front: no background priority for its renderer, no throttled
 * timers (Playwright and Lighthouse launch with the same three flags, so the two measurements
 * differ by the inspector alone).
 */
const foregroundArgs = ['--disable-renderer-backgrounding', '--disable-background-timer-throttling', '--disable-backgrounding-occluded-windows']

/** Launches headless Chromium and connects to it over its DevTools WebSocket. */
export async function launchBareBrowser({ timeoutMs = 30_000 } = {}): Promise<BareBrowser> {
  const profile = await mkdtemp(join(tmpdir(), 'bare-chromium-'))
  const chromium = spawn(chromiumPath, [...chromiumArgs, ...foregroundArgs, '--headless', '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], { stdio: ['ignore', 'ignore', 'pipe'] })
  const endpoint = await new Promise<string>((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => reject(new Error(`Chromium did not open its DevTools endpoint within ${timeoutMs / 1000} s:\n${output}`)), timeoutMs)
    chromium.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const found = /DevTools listening on (ws:\/\/\S+)/.exec(output)
      if (found?.[1]) {
        clearTimeout(timer)
        resolve(found[1])
      }
    })
    chromium.once('exit', (code) => reject(new Error(`Chromium exited (code ${code}) before opening its DevTools endpoint:\n${output}`)))
  })

  const socket = new WebSocket(endpoint)
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true })
    socket.addEventListener('error', () => reject(new Error(`Could not connect to ${endpoint}`)), { once: true })
  })
  let lastId = 0
  const waiting = new Map<number, { resolve: (result: Params) => void; reject: (error: Error) => void; method: string }>()
  const listeners = new Set<{ sessionId: string; method: string; listener: (params: Params) => void }>()
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as Message
    if (message.method) for (const entry of listeners) if (entry.sessionId === message.sessionId && entry.method === message.method) entry.listener(message.params ?? {})
    const request = message.id === undefined ? undefined : waiting.get(message.id)
    if (!request || message.id === undefined) return
    waiting.delete(message.id)
    if (message.error) request.reject(new Error(`${request.method}: ${message.error.message}`))
    else request.resolve(message.result ?? {})
  })
  const send = <T = Params>(method: string, params: Params = {}, sessionId?: string) =>
    new Promise<T>((resolve, reject) => {
      const id = ++lastId
      waiting.set(id, { resolve: resolve as (result: Params) => void, reject, method })
      socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }))
    })

  return {
    async newPage() {
      const { browserContextId } = await send<{ browserContextId: string }>('Target.createBrowserContext')
      const { targetId } = await send<{ targetId: string }>('Target.createTarget', { url: 'about:blank', browserContextId })
      const { sessionId } = await send<{ sessionId: string }>('Target.attachToTarget', { targetId, flatten: true })
      return {
        send: (method, params) => send(method, params, sessionId),
        on: (method, listener) => {
          const entry = { sessionId, method, listener }
          listeners.add(entry)
          return () => listeners.delete(entry)
        },
        close: async () => {
          await send('Target.disposeBrowserContext', { browserContextId })
        },
      }
    },
    async close() {
      // Browser.close shuts down every process of the browser; killing the main one alone left its children running.
      const exited = new Promise((resolve) => (chromium.exitCode === null ? chromium.once('exit', resolve) : resolve(undefined)))
      void send('Browser.close').catch(() => {})
      const stillRunning = setTimeout(() => chromium.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(stillRunning)
      socket.close()
      await rm(profile, { recursive: true, force: true })
    },
  }
}
