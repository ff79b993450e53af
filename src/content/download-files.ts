/**
 * The files the site ships for its download buttons: PDFs the build writes from the pages'
 * own content (src/content/download-documents.ts, scripts/downloads), so each holds exactly
 * what the page says, in a form that can be kept and passed around a buying committee.
 */
export const downloadFiles = {
  telecomBrief: '/downloads/telecom-fiber-solution-brief.pdf',
  adtechBrief: '/downloads/adtech-solution-brief.pdf',
  martechBrief: '/downloads/martech-solution-brief.pdf',
  playbooks: '/downloads/ai-implementation-playbooks.pdf',
  resources: '/downloads/ai-implementation-resources.pdf',
} as const
