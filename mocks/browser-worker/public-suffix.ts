/**
 * Stands in for `tldts` (the public suffix list, about 130 KB gzip) in the browser build.
 * MSW's cookie store (tough-cookie) asks it for a cookie domain's registrable domain; the
 * mock layer only ever sees the site's own origin, so the last two labels of a host name
 * (the whole name for a single label such as localhost, or an IP address) are the answer
 * for every host it meets. See vite.config.ts.
 */
export function getDomain(hostname: string): string | null {
  if (!hostname) return null
  if (/^[\d.]+$/.test(hostname) || hostname.includes(':')) return hostname
  const labels = hostname.replace(/\.$/, '').split('.')
  return labels.slice(-2).join('.')
}
