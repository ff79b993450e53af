import { describe, expect, it } from 'vitest'
import { SCENARIO_STORAGE_KEY, resolveScenario } from '@mocks/scenario-choice'
import { scenarioLabels, scenarioNames } from '@mocks/scenario-catalog'
import { server, useScenario } from '@mocks/node'
import { EMAILJS_SEND_URL } from '@mocks/handlers/emailjs'

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data }
}

describe('choosing a mock scenario', () => {
  it('uses ?scenario=NAME and remembers it for the tab', () => {
    const storage = memoryStorage()
    expect(resolveScenario('?scenario=email-451', storage)).toBe('email-451')
    expect(storage.data.get(SCENARIO_STORAGE_KEY)).toBe('email-451')
    expect(resolveScenario('', storage)).toBe('email-451')
  })

  it('ignores an unknown name and keeps the remembered scenario', () => {
    const storage = memoryStorage({ [SCENARIO_STORAGE_KEY]: 'email-429' })
    expect(resolveScenario('?scenario=<script>', storage)).toBe('email-429')
  })

  it('falls back to the default scenario with nothing asked or remembered, even without storage', () => {
    expect(resolveScenario('', memoryStorage())).toBe('default')
    expect(resolveScenario('?scenario=email-403', null)).toBe('email-403')
  })

  it('has a readable label for every scenario', () => {
    for (const name of scenarioNames) expect(scenarioLabels[name].length).toBeGreaterThan(3)
  })
})

describe('the node mock layer', () => {
  const send = () => fetch(EMAILJS_SEND_URL, { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } })

  it('answers EmailJS with 200 OK by default', async () => {
    const response = await send()
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('OK')
  })

  it('switches to a named failure scenario', async () => {
    useScenario('email-451')
    const response = await send()
    expect(response.status).toBe(451)
    expect(await response.text()).toBe('Unavailable For Headless Browser')
  })

  it('goes back to the defaults after each test', async () => {
    expect((await send()).status).toBe(200)
    expect(server.listHandlers().length).toBeGreaterThan(0)
  })
})
