import type { TemplateParams } from './emailjs-client'

export interface WebinarSession {
  title: string
  date: string
  time: string
}

/** A webinar session in an email (registration, recording request). */
export function sessionParams(session: WebinarSession): TemplateParams {
  return { webinar_title: session.title, webinar_date: session.date, webinar_time: session.time }
}
