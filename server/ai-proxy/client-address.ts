/**
 * Who is asking, for the rate limit: the connection's address, or, only when the server
 * sits behind a trusted proxy (TRUST_PROXY), the address that proxy reports.
 */
import type { Context } from 'hono'

/** Who is asking: an address (or anything stable per visitor); undefined when unknown. */
export type ClientKey = (c: Context) => string | undefined

/**
 * TRUST_PROXY: unset, '0' or 'false' trusts no header; '1' or 'true' takes the last
 * X-Forwarded-For entry (the one our single proxy appended); a header name (cf-connecting-ip,
 * fly-client-ip, x-real-ip, ...) takes the address that edge host puts there.
 */
export type TrustProxy = { kind: 'none' } | { kind: 'forwarded-for' } | { kind: 'header'; name: string }

export function parseTrustProxy(value: string | undefined): { ok: true; trustProxy: TrustProxy } | { ok: false; error: string } {
  const setting = (value ?? '').trim().toLowerCase()
  if (['', '0', 'false'].includes(setting)) return { ok: true, trustProxy: { kind: 'none' } }
  if (['1', 'true', 'x-forwarded-for'].includes(setting)) return { ok: true, trustProxy: { kind: 'forwarded-for' } }
  if (/^[a-z][a-z0-9-]*$/.test(setting)) return { ok: true, trustProxy: { kind: 'header', name: setting } }
  return {
    ok: false,
    error: `TRUST_PROXY=${value} is not understood: use 1 (one proxy's X-Forwarded-For) or the name of the header your edge host sets (e.g. cf-connecting-ip).`,
  }
}

/** IPv6 visitors usually hold a whole /64: count it as one client. */
export function addressKey(address: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)
  if (v4) return v4[1]!
  if (!address.includes(':')) return address
  const [head = '', tail = ''] = address.split('%')[0]!.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
  return `${groups.slice(0, 4).map((g) => g.toLowerCase().replace(/^0+(?=.)/, '')).join(':')}::/64`
}

/** An IPv4 or IPv6 address, roughly: anything else in a header is ignored. */
const looksLikeAddress = (text: string) => text.length <= 45 && /^[0-9a-f.:]+$/i.test(text) && /[.:]/.test(text)

/** The address a trusted proxy reports, when it reports one that looks like an address. */
function proxiedAddress(c: Context, trustProxy: TrustProxy): string | undefined {
  if (trustProxy.kind === 'none') return undefined
  const header = trustProxy.kind === 'header' ? trustProxy.name : 'X-Forwarded-For'
  // X-Forwarded-For: the last entry is what our proxy appended; earlier ones are whatever the client sent.
  const address = c.req.header(header)?.split(',').at(-1)?.trim()
  return address && looksLikeAddress(address) ? address : undefined
}

export function clientKeyFor({
  connectionAddress,
  trustProxy = { kind: 'none' },
}: {
  connectionAddress?: ClientKey
  trustProxy?: TrustProxy
}): ClientKey {
  return (c) => {
    const address = proxiedAddress(c, trustProxy) ?? connectionAddress?.(c)
    return address ? addressKey(address) : undefined
  }
}
