import { createHash } from 'node:crypto'
import { THEME_SCRIPT } from '../src/shell/theme/theme-script.ts'

/** CSP hash of the one inline script the pages carry (the no-flash theme script). */
export const themeScriptHash = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`

/**
 * No inline script runs except the hashed theme script; outside calls are limited
 * to EmailJS (the AI assistant talks to this server's own proxy).
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' ${themeScriptHash}`,
  // Inline style attributes only (React sets a few); no inline <script> is allowed.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self'",
  "connect-src 'self' https://api.emailjs.com",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ')

export const securityHeaders: Record<string, string> = {
  'Content-Security-Policy': contentSecurityPolicy,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
}
