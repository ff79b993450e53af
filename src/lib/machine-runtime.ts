import { createActor, type Actor, type AnyStateMachine, type InputFrom } from 'xstate'
import { getInspector } from './inspector'

/**
 * Where XState's interpreter enters the page: loaded with the first machine that
 * starts, never in the first load. Actors get the inspector when ?inspect asked for it.
 */
export function createAppActor<TMachine extends AnyStateMachine>(machine: TMachine, input: InputFrom<TMachine> | undefined): Actor<TMachine> {
  return createActor(machine, { input, inspect: getInspector() } as never) as Actor<TMachine>
}
