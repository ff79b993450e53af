/**
 * A lead's source (lead-source.ts) as its email shows it. Apart from the recording, which every
 * page's first load runs: this loads only with a form's send.
 */
import type { TemplateParams } from './emailjs-client'
import { readLeadSource, type LeadSource } from './lead-source'

const describeUtm = (utm: Record<string, string>) =>
  Object.entries(utm)
    .map(([name, value]) => `${name}=${value}`)
    .join(', ')

/** Template parameters naming the lead's source (each template shows what it needs). */
export function leadSourceParams(topic: string | undefined, source: LeadSource | null = readLeadSource()): TemplateParams {
  return {
    source_landing_page: source?.landingPage || '(unknown)',
    source_utm: source && Object.keys(source.utm).length > 0 ? describeUtm(source.utm) : '(none)',
    source_previous_page: source?.previousPage || '(none: the form was the first page opened)',
    source_topic: topic?.trim() || '(none)',
  }
}

/** The same, as lines for an email body. */
export function leadSourceLines(params: TemplateParams): string[] {
  return [
    'Source:',
    `Landing page: ${params.source_landing_page}`,
    `Campaign (utm): ${params.source_utm}`,
    `Page before the form: ${params.source_previous_page}`,
    `Button topic: ${params.source_topic}`,
  ]
}
