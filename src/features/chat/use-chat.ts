import { useSelector } from '@xstate/react'
import { useState } from 'react'
import { chatSelectors } from '@machines/chat.machine'
import { runMutation } from '~/lib/mutations'
import { useAppMachine } from '~/lib/use-app-machine'
import { isAllowanceSpent, isBudgetSpent } from './ai-limits'
import { chatInput, createChatMachine } from './engine'
import type { PromptMessage } from './prompt'

/**
 * The calls and the openai SDK (most of the chat's code) are a chunk of their own: the
 * panel opens without waiting for it, and it loads while the visitor reads the greeting
 * (ChatPanel preloads it on opening).
 */
export const loadAiClient = () => import('./ai-client')

interface ReplyVariables {
  messages: PromptMessage[]
  onToken: (token: string) => void
  signal: AbortSignal
}

const replyMutation = async ({ messages, onToken, signal }: ReplyVariables) => (await loadAiClient()).streamReply(messages, { onToken, signal })

/** The machine with its calls as TanStack Query mutations (the same runner as the lead forms). */
const chatMachine = () =>
  createChatMachine({
    streamReply: (messages, options) => runMutation(replyMutation, { messages, ...options }),
    isBudgetSpent,
    isAllowanceSpent,
  })

/**
 * The chat engine for the widget: the machine started with its calls as TanStack Query
 * mutations and the conversation of this tab, and the slices the widget renders.
 * Part of the chat panel's lazy chunk.
 */
export function useChat() {
  const [machine] = useState(chatMachine)
  const [input] = useState(() => chatInput())
  const actor = useAppMachine(machine, { input })

  return {
    actor,
    messages: useSelector(actor, chatSelectors.messages),
    isBusy: useSelector(actor, chatSelectors.isBusy),
    isThinking: useSelector(actor, chatSelectors.isThinking),
    isStreaming: useSelector(actor, chatSelectors.isStreaming),
    canSend: useSelector(actor, chatSelectors.canSend),
    submit: (text: string) => actor.send({ type: 'chat.submit', text }),
    stop: () => actor.send({ type: 'chat.stop' }),
    reset: () => actor.send({ type: 'chat.reset' }),
  }
}
