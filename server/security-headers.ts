/**
 * The security headers of every response, set by Hono's secure-headers middleware.
 * No inline script runs except the two hashed <head> scripts (theme, early input); outside calls are limited
 * to EmailJS (the AI assistant talks to this server's own proxy).
 */
import { createHash } from 'node:crypto'
import { secureHeaders } from 'hono/secure-headers'
import { EARLY_INPUT_SCRIPT } from '../src/shared/early-input-script.ts'
import { THEME_SCRIPT } from '../src/shared/theme-script.ts'

const cspHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`

/** CSP hash of the no-flash theme script. */
export const themeScriptHash = cspHash(THEME_SCRIPT)
/** CSP hash of the script that keeps early clicks and keys for the app (src/shared/early-input-script.ts). */
export const earlyInputScriptHash = cspHash(EARLY_INPUT_SCRIPT)

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>
type PermissionsPolicy = NonNullable<SecureHeadersOptions['permissionsPolicy']>

const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", themeScriptHash, earlyInputScriptHash],
  // Inline style attributes only (React sets a few); no inline <script> is allowed.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'https:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'", 'https://api.emailjs.com'],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
} satisfies SecureHeadersOptions['contentSecurityPolicy']

// `interest-cohort` (FLoC opt-out) is not in Hono's list of features; it is kept so the header stays as it was.
const permissionsPolicy = { camera: [], microphone: [], geolocation: [], interestCohort: [] } as PermissionsPolicy

/**
 * Exactly the headers the site has always sent: Hono's other defaults (HSTS, CORP,
 * Origin-Agent-Cluster, ...) are off; HSTS belongs to whatever terminates TLS.
 */
export const securityHeadersOptions: SecureHeadersOptions = {
  contentSecurityPolicy,
  xContentTypeOptions: 'nosniff',
  referrerPolicy: 'strict-origin-when-cross-origin',
  xFrameOptions: 'DENY',
  crossOriginOpenerPolicy: 'same-origin',
  permissionsPolicy,
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
}

export const securityHeaders = () => secureHeaders(securityHeadersOptions)
