/**
 * The build's environment, checked once when the site is built (vite.config.ts).
 * A deploy build (VITE_DEMO_MODE not "true") must name every outside service it
 * sends leads to: a build that silently fell back to the mocks would answer every
 * visitor with 'Thank You!' while the agency receives nothing. Demo builds ask for
 * demo mode explicitly and may leave everything empty. Every problem is reported at
 * once, each with the variable's name.
 */
import * as v from 'valibot'

export type BuildEnv = Record<string, string | undefined>

const blankToUndefined = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value.trim())

const idShaped = (what: string) =>
  v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{3,64}$/, `must look like an ${what} id (3-64 letters, digits, _ or -)`))

const email = v.pipe(v.string(), v.email('must be an email address'))

const absoluteUrl = v.pipe(
  v.string(),
  v.check((value) => URL.canParse(value), 'must be an absolute URL'),
)

const httpsOrigin = v.pipe(
  absoluteUrl,
  v.check((value) => URL.canParse(value) && new URL(value).protocol === 'https:', 'must be an absolute https URL in a deploy build'),
)

/** The AI proxy: a path on this site (normally /api/ai/v1) or an absolute https URL. */
const aiEndpoint = v.pipe(
  v.string(),
  v.check(
    (value) => /^\/[A-Za-z0-9/_.-]*$/.test(value) || (URL.canParse(value) && new URL(value).protocol === 'https:'),
    'must be a path on this site (such as /api/ai/v1) or an absolute https URL',
  ),
)

const demoFlag = v.optional(v.picklist(['true', 'false'], 'must be "true" or "false"'))

/** Optional everywhere: the brand and contact details have sensible example values. */
const common = {
  VITE_DEMO_MODE: demoFlag,
  VITE_BRAND_NAME: v.optional(v.pipe(v.string(), v.maxLength(40, 'must be at most 40 characters'))),
  VITE_CONTACT_EMAIL: v.optional(email),
  VITE_CONTACT_PHONE: v.optional(v.string()),
  VITE_OFFICE_ADDRESS: v.optional(v.pipe(v.string(), v.maxLength(300, 'must be at most 300 characters'))),
  VITE_SOCIAL_URL: v.optional(absoluteUrl),
  VITE_CONTROLLER_NAME: v.optional(v.pipe(v.string(), v.maxLength(120, 'must be at most 120 characters'))),
  VITE_CONTROLLER_ADDRESS: v.optional(v.pipe(v.string(), v.maxLength(300, 'must be at most 300 characters'))),
  VITE_PRIVACY_EMAIL: v.optional(email),
  VITE_EU_REPRESENTATIVE: v.optional(v.pipe(v.string(), v.maxLength(300, 'must be at most 300 characters'))),
  VITE_AI_PROVIDER_NAME: v.optional(v.pipe(v.string(), v.maxLength(60, 'must be at most 60 characters'))),
  VITE_AI_PROVIDER_RETENTION_DAYS: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/, 'must be a whole number of days (0 when the provider keeps nothing)'))),
}

const demoSchema = v.object({
  ...common,
  VITE_SITE_ORIGIN: v.optional(absoluteUrl),
  VITE_EMAILJS_PUBLIC_KEY: v.optional(idShaped('EmailJS public key')),
  VITE_EMAILJS_SERVICE_ID: v.optional(idShaped('EmailJS service')),
  VITE_EMAILJS_CONTACT_TEMPLATE_ID: v.optional(idShaped('EmailJS template')),
  VITE_EMAILJS_REGISTRATION_TEMPLATE_ID: v.optional(idShaped('EmailJS template')),
  VITE_EMAILJS_NEWSLETTER_TEMPLATE_ID: v.optional(idShaped('EmailJS template')),
  VITE_EMAILJS_RECORDING_TEMPLATE_ID: v.optional(idShaped('EmailJS template')),
  VITE_LEADS_INBOX: v.optional(email),
  VITE_AI_ENDPOINT: v.optional(aiEndpoint),
})

const required = <T extends v.GenericSchema<string>>(schema: T) => v.pipe(v.string('is missing'), schema)

const deploySchema = v.object({
  ...common,
  VITE_SITE_ORIGIN: required(httpsOrigin),
  VITE_EMAILJS_PUBLIC_KEY: required(idShaped('EmailJS public key')),
  VITE_EMAILJS_SERVICE_ID: required(idShaped('EmailJS service')),
  VITE_EMAILJS_CONTACT_TEMPLATE_ID: required(idShaped('EmailJS template')),
  VITE_EMAILJS_REGISTRATION_TEMPLATE_ID: required(idShaped('EmailJS template')),
  VITE_EMAILJS_NEWSLETTER_TEMPLATE_ID: required(idShaped('EmailJS template')),
  VITE_EMAILJS_RECORDING_TEMPLATE_ID: required(idShaped('EmailJS template')),
  VITE_LEADS_INBOX: required(email),
  VITE_AI_ENDPOINT: required(aiEndpoint),
})

export const siteEnvKeys = Object.keys(deploySchema.entries)

export type SiteMode = 'demo' | 'production'

export type EnvCheck = { ok: true; mode: SiteMode } | { ok: false; mode: SiteMode; problems: string[] }

/** Domains reserved for examples (RFC 2606) and the site's own sample domain. */
const exampleHost = (host: string) => /(^|\.)(example\.(com|org|net)|[a-z0-9-]+\.example|localhost)$/i.test(host)
const hostOf = (value: string) => (value.includes('@') ? value.slice(value.lastIndexOf('@') + 1) : URL.canParse(value) ? new URL(value).hostname : value)

/**
 * The settings a deploy must not ship with their sample values: each is named with what
 * is wrong. Unset counts as the sample (the site then shows its built-in example).
 */
export function sampleSettingProblems(values: Record<string, string | undefined>): string[] {
  const problems: string[] = []
  const sample = (key: string, what: string) => problems.push(`${key} is still a sample value (${what}): set the agency's own`)
  const { VITE_CONTACT_EMAIL: email, VITE_CONTACT_PHONE: phone, VITE_SOCIAL_URL: social, VITE_LEADS_INBOX: inbox, VITE_SITE_ORIGIN: origin } = values
  if (!email || exampleHost(hostOf(email))) sample('VITE_CONTACT_EMAIL', email ? `${email} is at an example domain` : 'unset: hello@meridian-ai.example')
  if (!phone || /555-01\d\d/.test(phone)) sample('VITE_CONTACT_PHONE', phone ? `${phone} is a fictional 555-01xx number` : 'unset: +1 (415) 555-0142')
  if (!social || (URL.canParse(social) && (['', '/'].includes(new URL(social).pathname) || /\/example\/?$/i.test(new URL(social).pathname))))
    sample('VITE_SOCIAL_URL', social ? `${social} is not a profile of the agency` : 'unset: the bare https://www.linkedin.com/')
  if (inbox && exampleHost(hostOf(inbox))) sample('VITE_LEADS_INBOX', `${inbox} is at an example domain`)
  if (origin && exampleHost(hostOf(origin))) sample('VITE_SITE_ORIGIN', `${origin} is an example domain`)
  if (!values.VITE_OFFICE_ADDRESS) sample('VITE_OFFICE_ADDRESS', 'unset: the contact page gives a sample office address')
  if (!values.VITE_CONTROLLER_NAME) sample('VITE_CONTROLLER_NAME', 'unset: the privacy notice names the sample controller')
  if (!values.VITE_CONTROLLER_ADDRESS && !values.VITE_OFFICE_ADDRESS) sample('VITE_CONTROLLER_ADDRESS', 'unset: the privacy notice gives a sample postal address')
  if (!values.VITE_PRIVACY_EMAIL || exampleHost(hostOf(values.VITE_PRIVACY_EMAIL))) sample('VITE_PRIVACY_EMAIL', 'unset or at an example domain')
  return problems
}

/** Checks the VITE_ variables of a build; blank values count as missing. A deploy build also refuses sample values. */
export function checkSiteEnv(env: BuildEnv): EnvCheck {
  const values = Object.fromEntries(siteEnvKeys.map((key) => [key, blankToUndefined(env[key])]))
  const mode: SiteMode = values.VITE_DEMO_MODE === 'true' ? 'demo' : 'production'
  const result = v.safeParse(mode === 'demo' ? demoSchema : deploySchema, values)
  const problems = result.success ? [] : result.issues.map((issue) => `${v.getDotPath(issue) ?? '(environment)'} ${issue.message}`)
  if (mode === 'production') problems.push(...sampleSettingProblems(values))
  return problems.length === 0 ? { ok: true, mode } : { ok: false, mode, problems }
}

/** The build's error text: every problem, and how to build the demo instead. */
export function describeEnvProblems(problems: readonly string[]): string {
  return [
    'This deploy build is missing or has invalid settings:',
    ...problems.map((problem) => `  - ${problem}`),
    'Set them in the environment or a .env file (see .env.example),',
    'or build the demo, which sends nothing, with VITE_DEMO_MODE=true (npm run build:demo).',
  ].join('\n')
}

/** The deploy build's launch checklist: every sample content item it still ships. */
export function describeSampleContent(items: readonly string[]): string {
  if (items.length === 0) return 'Launch checklist: no sample content left.'
  return ['Launch checklist: this build still ships sample content (replace it before launch; see README, "Before launch"):', ...items.map((item) => `  - ${item}`)].join('\n')
}
