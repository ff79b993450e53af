/**
 * At start, the server asks the provider (GET {OPENAI_BASE_URL}/models) whether the models
 * it will forward to exist, so a deploy with a retired or misspelt model fails at once
 * instead of on every visitor's question; and it logs any shutdown date the provider lists.
 *
 * A provider that cannot be reached (or has no model list) only earns a warning: the pages
 * and forms do not depend on it, and a provider outage at deploy time must not keep the
 * whole site down; the assistant answers 502 until the provider is back. A refused key or a
 * missing model is a wrong setting, not an outage: a deploy build refuses to start.
 */
import type { SiteMode } from '../site-mode.ts'
import { redact } from './upstream.ts'

export type ModelCheck = { ok: true; notices: string[]; warnings: string[] } | { ok: false; error: string }

export interface ModelCheckOptions {
  baseUrl: string
  apiKey: string
  /** The configured models by the variable that sets them, e.g. { OPENAI_CHAT_MODEL: 'gpt-4-turbo-preview' }. */
  models: Record<string, string>
  mode: SiteMode
  fetch?: typeof fetch
  timeoutMs?: number
}

interface ListedModel {
  id?: unknown
  /** OpenAI: "The date when the model will shut down, or null if not announced." */
  shutdown_date?: unknown
  /** Azure OpenAI: unix seconds after which inference stops. */
  deprecation?: { inference?: unknown }
  /** OpenRouter. */
  expiration_date?: unknown
}

/** When the provider says the model stops, in the fields the common providers use. */
function retirement(model: ListedModel): string | undefined {
  const date = model.shutdown_date ?? model.expiration_date
  if (typeof date === 'string' && date) return date
  if (typeof date === 'number') return new Date(date * 1000).toISOString().slice(0, 10)
  const inference = model.deprecation?.inference
  if (typeof inference === 'number') return new Date(inference * 1000).toISOString().slice(0, 10)
  return undefined
}

export async function checkProviderModels({ baseUrl, apiKey, models, mode, fetch: fetchFn = fetch, timeoutMs = 10_000 }: ModelCheckOptions): Promise<ModelCheck> {
  const url = `${baseUrl.replace(/\/+$/, '')}/models`
  const unchecked = (why: string): ModelCheck => ({
    ok: true,
    notices: [],
    warnings: [`AI provider: ${why}; the models were not checked. Starting anyway: the assistant answers 502 while the provider is unreachable.`],
  })
  const wrongSetting = (error: string): ModelCheck =>
    mode === 'production' ? { ok: false, error } : { ok: true, notices: [], warnings: [`${error} (demo build: starting anyway)`] }

  let response: Response
  try {
    response = await fetchFn(url, { headers: { Authorization: `Bearer ${apiKey}` }, signal: AbortSignal.timeout(timeoutMs) })
  } catch (error) {
    return unchecked(`GET ${url} failed (${redact(String(error), apiKey)})`)
  }
  if (response.status === 401 || response.status === 403) {
    return wrongSetting(`AI provider refused OPENAI_API_KEY (GET ${url} answered ${response.status}): set a valid key.`)
  }
  const listed = response.ok ? ((await response.json().catch(() => undefined)) as { data?: unknown } | undefined)?.data : undefined
  if (!Array.isArray(listed)) return unchecked(`GET ${url} answered ${response.status} without a model list`)

  const byId = new Map((listed as ListedModel[]).map((model) => [model.id, model]))
  const notices: string[] = []
  for (const [variable, id] of Object.entries(models)) {
    const model = byId.get(id)
    if (!model) return wrongSetting(`AI provider at ${baseUrl} does not list the model ${id} (${variable}): set ${variable} to a model it offers.`)
    const stops = retirement(model)
    if (stops) notices.push(`AI provider lists a shutdown date for ${id} (${variable}): ${stops}. Choose its successor before then.`)
  }
  return { ok: true, notices, warnings: [] }
}
