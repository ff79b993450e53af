import { delay, http, HttpResponse } from 'msw'

/** The EmailJS REST endpoint @emailjs/browser posts to. */
export const EMAILJS_SEND_URL = 'https://api.emailjs.com/api/v1.0/email/send'

/** What EmailJS receives: the JSON body @emailjs/browser sends. */
export interface EmailJsRequestBody {
  lib_version: string
  user_id: string
  service_id: string
  template_id: string
  template_params: Record<string, string>
}

const fail = (status: number, text: string) => http.post(EMAILJS_SEND_URL, () => new HttpResponse(text, { status }))

export const emailjsHandlers = {
  ok: http.post(EMAILJS_SEND_URL, () => new HttpResponse('OK', { status: 200 })),
  unavailableForHeadless: fail(451, 'Unavailable For Headless Browser'),
  forbidden: fail(403, 'Forbidden'),
  tooManyRequests: fail(429, 'Too Many Requests'),
  serverError: fail(500, 'Internal Server Error'),
  offline: http.post(EMAILJS_SEND_URL, () => HttpResponse.error()),
  slow: http.post(EMAILJS_SEND_URL, async () => {
    await delay(2500)
    return new HttpResponse('OK', { status: 200 })
  }),
  /** Recording requests (/webinars' On demand) fail with a server error; every other email is sent. */
  recordingRequestFails: http.post(EMAILJS_SEND_URL, async ({ request }) => {
    const body = (await request.json()) as EmailJsRequestBody
    const isRecordingRequest = body.template_params.message?.startsWith('Recording request:') ?? false
    return isRecordingRequest ? new HttpResponse('Internal Server Error', { status: 500 }) : new HttpResponse('OK', { status: 200 })
  }),
  /** Delivered, but only after the form's 15 s timeout (tests drive it with a fake clock). */
  late: http.post(EMAILJS_SEND_URL, async () => {
    await delay(20_000)
    return new HttpResponse('OK', { status: 200 })
  }),
}
