/**
 * Settings a deploy build accepts (none of them a sample value), for the builds the audit
 * measures: the deploy build is what a visitor's phone runs, and it refuses to build
 * without the agency's own details. Only ever used for local builds; nothing is sent.
 */
/** The settings every deploy build requires (the build names each one missing). */
export const requiredDeployEnv: Readonly<Record<string, string>> = {
  VITE_SITE_ORIGIN: 'https://www.northwind-ai.dev',
  VITE_EMAILJS_PUBLIC_KEY: 'pk_live_12345',
  VITE_EMAILJS_SERVICE_ID: 'service_live',
  VITE_EMAILJS_CONTACT_TEMPLATE_ID: 'template_contact',
  VITE_EMAILJS_REGISTRATION_TEMPLATE_ID: 'template_registration',
  VITE_EMAILJS_NEWSLETTER_TEMPLATE_ID: 'template_newsletter',
  VITE_EMAILJS_RECORDING_TEMPLATE_ID: 'template_recording',
  VITE_LEADS_INBOX: 'leads@northwind-ai.dev',
  VITE_AI_ENDPOINT: '/api/ai/v1',
}

/** The agency's own details in place of the samples (a deploy build refuses the samples). */
export const ownDetailsEnv: Readonly<Record<string, string>> = {
  VITE_CONTACT_EMAIL: 'hello@northwind-ai.dev',
  VITE_CONTACT_PHONE: '+1 (415) 867-2210',
  VITE_OFFICE_ADDRESS: '1 Harbor Way, San Francisco, CA 94105, United States',
  VITE_SOCIAL_URL: 'https://www.linkedin.com/company/northwind-ai',
  VITE_CONTROLLER_NAME: 'Northwind AI, Inc.',
  VITE_CONTROLLER_ADDRESS: '1 Harbor Way, San Francisco, CA 94105, United States',
  VITE_PRIVACY_EMAIL: 'privacy@northwind-ai.dev',
}

export const exampleDeployEnv: Readonly<Record<string, string>> = { ...requiredDeployEnv, ...ownDetailsEnv }

/** The environment of a build with `vars`: this process's, without any VITE_ setting of the developer's shell. */
export function cleanBuildEnv(vars: Record<string, string> = {}): NodeJS.ProcessEnv {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITE_')))
  return { ...clean, ...vars }
}

/** The environment of a build with these settings (and `extra`). */
export function deployBuildEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return cleanBuildEnv({ ...exampleDeployEnv, ...extra })
}
