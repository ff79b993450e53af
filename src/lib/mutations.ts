/**
 * Every outside send (a lead, a chat request) runs as a TanStack Query mutation, so
 * retries, status and devtools follow one model. Query itself is loaded with the
 * first send, never with a page: no first load pays for it. Retries are off: the
 * machines decide what happens after a failure.
 */
import type { QueryClient } from '@tanstack/react-query'

let client: Promise<QueryClient> | null = null

/** The one QueryClient of the tab, created on first use. */
export function loadQueryClient(): Promise<QueryClient> {
  client ??= import('@tanstack/react-query').then(
    ({ QueryClient }) => new QueryClient({ defaultOptions: { mutations: { retry: 0 } } }),
  )
  return client
}

/** Runs `mutationFn(variables)` as a mutation of the tab's QueryClient and resolves with its result. */
export async function runMutation<TVariables, TData>(mutationFn: (variables: TVariables) => Promise<TData>, variables: TVariables): Promise<TData> {
  const [{ MutationObserver }, queryClient] = await Promise.all([import('@tanstack/react-query'), loadQueryClient()])
  return new MutationObserver<TData, unknown, TVariables>(queryClient, { mutationFn }).mutate(variables)
}
