import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { EMAILJS_SEND_URL, type EmailJsRequestBody } from '@mocks/handlers/emailjs'
import { server } from '@mocks/node'
import { createAppRouter } from '~/router'

/** Renders the whole site (shell and page) at a path, as a visitor would see it. */
export async function renderApp(path: string) {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) })
  await router.load()
  const view = render(<RouterProvider router={router} />)
  return { router, ...view }
}

/** Records every body EmailJS receives while answering with the current scenario. */
export function recordEmailJsRequests(): EmailJsRequestBody[] {
  const bodies: EmailJsRequestBody[] = []
  server.events.on('request:start', async ({ request }) => {
    if (request.url === EMAILJS_SEND_URL) bodies.push((await request.clone().json()) as EmailJsRequestBody)
  })
  return bodies
}

export { http, HttpResponse }
