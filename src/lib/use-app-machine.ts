import { useActorRef } from '@xstate/react'
import type { AnyStateMachine, InputFrom } from 'xstate'
import { getInspector } from './inspector'

/**
 * useActorRef with the XState inspector attached when the site runs with ?inspect
 * in development. Every machine in the app is started through here.
 */
export function useAppMachine<TMachine extends AnyStateMachine>(machine: TMachine, options: { input?: InputFrom<TMachine> } = {}) {
  return useActorRef(machine, { ...options, inspect: getInspector() })
}
