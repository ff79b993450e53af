/**
 * Everything an agency edits to make the site its own, in one typed place.
 * Values that differ per deployment come from the environment (see .env.example);
 * everything here ends up in the browser bundle, so no secret may be read here.
 */
const env = import.meta.env

function read(name: string, fallback: string): string {
  const value = (env as Record<string, string | undefined>)[name]
  return value && value.trim() !== '' ? value.trim() : fallback
}

const emailjsPublicKey = read('VITE_EMAILJS_PUBLIC_KEY', '')

export const site = {
  brandName: read('VITE_BRAND_NAME', 'Meridian AI'),
  tagline: 'Implement AI. Slash Costs. Accelerate Revenue.',
  /** Absolute origin used for canonical URLs, Open Graph and the sitemap. */
  origin: read('VITE_SITE_ORIGIN', 'http://localhost:4173').replace(/\/+$/, ''),
  contactEmail: read('VITE_CONTACT_EMAIL', 'hello@meridian-ai.example'),
  phone: read('VITE_CONTACT_PHONE', '+1 (415) 555-0142'),
  socialUrl: read('VITE_SOCIAL_URL', 'https://www.linkedin.com/'),
  defaultOgImage: '/og-default.jpg',
  emailjs: {
    // Demo builds answer EmailJS from the mocks; the SDK still wants a key to send.
    publicKey: emailjsPublicKey || 'demo-public-key',
    serviceId: read('VITE_EMAILJS_SERVICE_ID', 'service_demo'),
    contactTemplateId: read('VITE_EMAILJS_CONTACT_TEMPLATE_ID', 'template_contact'),
    registrationTemplateId: read('VITE_EMAILJS_REGISTRATION_TEMPLATE_ID', 'template_registration'),
    newsletterTemplateId: read('VITE_EMAILJS_NEWSLETTER_TEMPLATE_ID', 'template_newsletter'),
    /** Where the agency wants lead emails delivered (template parameter to_email). */
    leadsInbox: read('VITE_LEADS_INBOX', 'leads@meridian-ai.example'),
  },
  /** The same-origin proxy that holds the AI key (see server/ai-proxy.ts). */
  aiEndpoint: read('VITE_AI_ENDPOINT', '/api/ai/v1'),
  /**
   * Demo mode: with no EmailJS key configured the site answers every outside call
   * from the mock layer, so it works on a fresh machine with no accounts.
   */
  demoMode: read('VITE_DEMO_MODE', emailjsPublicKey === '' ? 'true' : 'false') === 'true',
} as const

export type SiteConfig = typeof site

/** Turn a site path into an absolute URL on the configured origin. */
export function absoluteUrl(path: string): string {
  return new URL(path, `${site.origin}/`).toString()
}
