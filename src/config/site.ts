/**
 * Everything an agency edits to make the site its own, in one typed place.
 * Values that differ per deployment come from the environment (see .env.example);
 * everything here ends up in the browser bundle, so no secret may be read here.
 */
import { AI_API_BASE_PATH } from '~/shared/ai-contract'

const env = import.meta.env

function read(name: string, fallback: string): string {
  const value = (env as Record<string, string | undefined>)[name]
  return value && value.trim() !== '' ? value.trim() : fallback
}

const phone = read('VITE_CONTACT_PHONE', '+1 (415) 555-0142')

/** The agency's office, shown on /contact (and, unless set apart, the controller's postal address). */
const officeAddress = read('VITE_OFFICE_ADDRESS', '548 Market Street, Suite 1200, San Francisco, CA 94104, United States')

export const site = {
  brandName: read('VITE_BRAND_NAME', 'Meridian AI'),
  tagline: 'Implement AI. Slash Costs. Accelerate Revenue.',
  /** Absolute origin used for canonical URLs, Open Graph and the sitemap. */
  origin: read('VITE_SITE_ORIGIN', 'http://localhost:4173').replace(/\/+$/, ''),
  contactEmail: read('VITE_CONTACT_EMAIL', 'hello@meridian-ai.example'),
  phone,
  /** The phone as a link: its digits and a leading plus. */
  phoneHref: `tel:${phone.replace(/[^\d+]/g, '')}`,
  officeAddress,
  socialUrl: read('VITE_SOCIAL_URL', 'https://www.linkedin.com/'),
  defaultOgImage: '/og-default.jpg',
  /** Who answers for the personal data this site collects (the privacy notice is written from this). */
  privacy: {
    controllerName: read('VITE_CONTROLLER_NAME', 'Meridian AI, Inc.'),
    postalAddress: read('VITE_CONTROLLER_ADDRESS', officeAddress),
    email: read('VITE_PRIVACY_EMAIL', 'privacy@meridian-ai.example'),
    /**
     * A controller outside the EU names its representative in the EU (GDPR Art. 27): name,
     * postal address and email in one line. Empty: the notice says nothing about one.
     */
    euRepresentative: read('VITE_EU_REPRESENTATIVE', ''),
    /** The AI provider the server's proxy forwards to (OPENAI_BASE_URL), as the notice names it. */
    aiProvider: read('VITE_AI_PROVIDER_NAME', 'OpenAI'),
    /** How many days that provider itself keeps what it is sent (its abuse monitoring); 0: it keeps nothing (zero data retention). */
    aiProviderRetentionDays: Number(read('VITE_AI_PROVIDER_RETENTION_DAYS', '30')),
    /** The date of the notice as published; change it whenever the notice changes. */
    noticeDate: 'November 29, 2026',
  },
  emailjs: {
    // Demo builds answer EmailJS from the mocks; the SDK still wants a key to send.
    publicKey: read('VITE_EMAILJS_PUBLIC_KEY', 'demo-public-key'),
    serviceId: read('VITE_EMAILJS_SERVICE_ID', 'service_demo'),
    contactTemplateId: read('VITE_EMAILJS_CONTACT_TEMPLATE_ID', 'template_contact'),
    registrationTemplateId: read('VITE_EMAILJS_REGISTRATION_TEMPLATE_ID', 'template_registration'),
    newsletterTemplateId: read('VITE_EMAILJS_NEWSLETTER_TEMPLATE_ID', 'template_newsletter'),
    /** A request for the recording of a session that has taken place (/webinars, /webinar-registration). */
    recordingTemplateId: read('VITE_EMAILJS_RECORDING_TEMPLATE_ID', 'template_recording'),
    /** Where the agency wants lead emails delivered (template parameter to_email). */
    leadsInbox: read('VITE_LEADS_INBOX', 'leads@meridian-ai.example'),
  },
  /** The proxy that holds the AI key (the site server's /api/ai/v1, see server/). */
  aiEndpoint: read('VITE_AI_ENDPOINT', AI_API_BASE_PATH),
  /**
   * Demo mode, chosen explicitly at build time (VITE_DEMO_MODE=true, as `npm start`
   * does): every outside call is answered by the mock layer, so the site works on a
   * fresh machine with no accounts. A deploy build has no mock code at all, and fails
   * to build without its settings (src/config/env-schema.ts).
   */
  demoMode: __DEMO_MODE__,
} as const

/** Turn a site path into an absolute URL on the configured origin. */
export function absoluteUrl(path: string): string {
  return new URL(path, `${site.origin}/`).toString()
}
