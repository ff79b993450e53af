/**
 * The visitor's session: the `assistant_session` cookie the server sets on a browser's
 * first question, holding a random identifier and its signature, nothing else. Its only
 * use is counting the browser's questions against the daily allowance (daily-limits.ts).
 * HttpOnly, SameSite=Strict, Path=/api/ai, Secure when the site is served over https;
 * it expires 24 hours after it is set. A request without a valid cookie (none, expired,
 * forged) starts a new session: a script that drops cookies gets a fresh allowance each
 * time, which is why each address also has its cap.
 */
import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import { randomId, type Signer } from '../../src/shared/signing.ts'

export const SESSION_COOKIE = 'assistant_session'
export const SESSION_MAX_AGE_SECONDS = 24 * 60 * 60
const SESSION_PATH = '/api/ai'

export interface Session {
  id: string
  /** The Set-Cookie header value for a session started by this request. */
  setCookie?: string
}

const lastEntry = (value: string | undefined) => value?.split(',').at(-1)?.trim() || undefined

/** Whether the visitor reached the site over https (as our trusted proxy saw it, behind one). */
function overHttps(c: Context, trustProxy: boolean): boolean {
  const forwarded = trustProxy ? lastEntry(c.req.header('X-Forwarded-Proto')) : undefined
  return (forwarded ?? new URL(c.req.url).protocol.replace(/:$/, '')) === 'https'
}

export function sessions({ signer, trustProxy }: { signer: Promise<Signer>; trustProxy: boolean }) {
  return {
    /** The request's session, or a new one (with its cookie to set). */
    async of(c: Context): Promise<Session> {
      const signed = await signer
      const [id = '', signature = ''] = (getCookie(c, SESSION_COOKIE) ?? '').split('.')
      if (id && (await signed.verify(id, signature))) return { id }
      const fresh = randomId()
      const attributes = [`Max-Age=${SESSION_MAX_AGE_SECONDS}`, `Path=${SESSION_PATH}`, 'HttpOnly', 'SameSite=Strict', ...(overHttps(c, trustProxy) ? ['Secure'] : [])]
      return { id: fresh, setCookie: [`${SESSION_COOKIE}=${fresh}.${await signed.sign(fresh)}`, ...attributes].join('; ') }
    },
  }
}
