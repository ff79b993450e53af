import { useActorRef } from '@xstate/react'
import type { AnyStateMachine, InputFrom } from 'xstate'
import { getInspector } from './inspector'

/**
 * useActorRef with the XState inspector attached when the site runs with ?inspect
 * in development. For code that is itself loaded on demand (the chat panel); what
 * the page renders at load starts its machines through useLazyActor.
 */
export function useAppMachine<TMachine extends AnyStateMachine>(machine: TMachine, options: { input?: InputFrom<TMachine> } = {}) {
  return useActorRef(machine, { ...options, inspect: getInspector() })
}
