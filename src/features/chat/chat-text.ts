import { site } from '~/config/site'
import { launcherText } from './launcher-text'

/** Every word the chat assistant shows. The strings quoted by the specification are copied exactly. */
export const chatText = {
  /** The dialog title: the brand followed by 'Assistant'. */
  title: launcherText.title,
  /** The first assistant message. */
  greeting: `Hello! I'm ${site.brandName}'s AI assistant. How can I help you today?`,
  placeholder: 'Type your message...',
  thinking: 'Thinking...',
  /** The send button's accessible name (it shows an icon). */
  send: 'Send message',
  stop: 'Stop',
  stopLabel: 'Stop the reply',
  newConversation: 'New conversation',
  openLabel: launcherText.open,
  closeLabel: launcherText.close,
  /** The header's close icon. */
  closePanel: 'Close',
  inputLabel: 'Your message',
  conversationLabel: 'Conversation',
  startersLabel: 'Suggested questions',
  you: 'You:',
  assistant: 'Assistant:',
  /** The counter near the length cap, e.g. '850 / 1000 characters'. */
  counter: (length: number, max: number) => `${length} / ${max} characters`,
  /** A failed call, or a reply whose stream broke. */
  failed: "I apologize, but I'm having trouble connecting to my brain right now. Please try again later or contact our team directly.",
  /** An empty reply. */
  empty: "I apologize, but I couldn't generate a response. Please try again.",
  /** The proxy's daily budget is spent: one calm sentence, followed by a link to the contact form. */
  budgetSpent: "I've answered all the questions I can for today, but our team is happy to help: send us your question through the contact form.",
  /** This browser's daily questions (or its network address's share) are spent: likewise. */
  allowanceSpent: "That's all the questions I can take from you today, but our team is happy to help: send us your question through the contact form.",
  /** Under "I don't know" and the daily limits: the contact form, with the question in its message. */
  contactForm: { label: 'Go to the contact form', to: '/contact', topic: 'Question for the AI assistant' },
  /** The panel's one line on what happens to a question, linking the privacy notice's section on the assistant. */
  privacy: { text: 'Your questions go to our server and OpenAI.', link: 'Privacy', to: '/privacy', hash: 'the-assistant' },
  /** The list under an answer of the pages it came from. */
  sources: 'Sources',
  /** Under an answer cut at its length limit: a link to its top source. */
  readMore: 'Read more:',
  /** Shown after a reply the visitor stopped. */
  stopped: 'Stopped',
  bookCall: { label: 'Book a call', to: '/contact', topic: 'Question for the AI assistant' },
  /** Questions offered before the visitor has asked anything. */
  starters: [
    'What AI services do you offer?',
    'How does the free AI workflow automation offer work?',
    'Who is on your leadership team?',
    'Which AI use cases pay back fastest in sales?',
  ],
} as const

/** The texts the chat machine needs (its input). */
export const chatMachineTexts = {
  greeting: chatText.greeting,
  failed: chatText.failed,
  empty: chatText.empty,
  budgetSpent: chatText.budgetSpent,
  allowanceSpent: chatText.allowanceSpent,
}
