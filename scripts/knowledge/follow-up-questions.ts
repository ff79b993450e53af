/**
 * A buyer's second question in a conversation, asked as people ask it: often about what the first was about,
 * without naming it ("how much does it cost?"), and sometimes about something else ("thanks. where is your
 * office?"). Each with the pages that answer it in that conversation. What the words rank in a conversation
 * (src/shared/retrieval-query.ts) is measured on these (tests/knowledge/retrieval-quality.test.ts).
 *
 * - `followUpQuestions`: written first and watched while the reading was built;
 * - `heldOutFollowUpQuestions`: written at the same time, before the reading, and never looked at one by one.
 */
import type { RetrievalQuestion } from './retrieval-questions.ts'

export interface FollowUpQuestion {
  /** The visitor's earlier question in the conversation. */
  earlier: string
  /** The question asked now. */
  question: string
  /** The pages (registry paths) whose passages answer it in this conversation. */
  answers: readonly string[]
}

const f = (earlier: string, question: string, ...answers: string[]): FollowUpQuestion => ({ earlier, question, answers })

export const followUpQuestions: readonly FollowUpQuestion[] = [
  f('tell me about your customer support ai', 'how much does it cost?', '/services/customer-support-ai'),
  f('what is the free automation offer', 'who is eligible?', '/special-offer', '/terms'),
  f('do you work with telecom companies', 'any results you can share?', '/verticals/telecom', '/case-studies/chipr', '/case-studies'),
  f("what's in the sales ai service", 'how long does it take to deploy?', '/services/sales-ai'),
  f('tell me about the chipr case study', 'what tech did they use?', '/case-studies/chipr'),
  f('do you build mobile apps', 'which frameworks?', '/services/full-stack-development'),
  f('what is launchpad', 'how is it priced?', '/verticals/tech-smb'),
  f('do you have webinars', 'when is the next one?', '/webinars', '/'),
  f('what does rapid prototyping include', 'and the price?', '/services/rapid-prototyping', '/blog/rapid-prototyping-best-practices'),
  f('can you help adtech companies', 'what does the pilot look like?', '/verticals/adtech'),
  f('who founded meridian', "what's his background?", '/about'),
  f('what does the chat assistant keep about me', 'for how long?', '/privacy'),
  f('do you have an roi calculator', 'what does it assume?', '/roi-calculator'),
  f('what is elevate', 'how fast can we deploy it?', '/verticals/mid-market'),
  f('tell me about field sales ai', 'does it work offline?', '/verticals/field-sales', '/blog/field-sales-ai', '/services/sales-ai', '/verticals/telecom'),
  f('what playbooks do you have', 'can I download them?', '/playbooks'),
  f('do you do marketing ai', 'what results have clients seen?', '/services/marketing-ai'),
  f("what's the martech offering", 'which platforms do you integrate with?', '/verticals/martech'),
  f('what does the support ai cost', 'thanks. where is your office?', '/contact', '/privacy'),
  f('tell me about chipr', 'ok, and do you have a newsletter?', '/privacy'),
  f('what is launchpad', 'where is your office?', '/contact', '/privacy'),
  f('how does the sales ai coach reps', 'do you have a newsletter?', '/privacy'),
  f('what does the free offer include', "what's your phone number?", '/contact', '/privacy'),
  f('tell me about your team', 'do you work with hospitals?', '/verticals/mid-market', '/'),
]

export const heldOutFollowUpQuestions: readonly FollowUpQuestion[] = [
  f('what is your sales ai', 'does it integrate with hubspot?', '/services/sales-ai', '/services/ai-implementation', '/verticals/field-sales', '/verticals/tech-smb'),
  f("what's the growth hack pack", 'how much is it?', '/services/rapid-prototyping', '/blog/rapid-prototyping-best-practices'),
  f('what is the special offer', 'how many spots are left?', '/special-offer', '/terms'),
  f('do you work with martech platforms', 'how long is the pilot?', '/verticals/martech'),
  f('tell me about your voice agents', 'what languages do they speak?', '/services/customer-support-ai'),
  f("what's the full-stack mvp", "what's the timeline?", '/services/rapid-prototyping', '/services/full-stack-development', '/blog/rapid-prototyping-best-practices'),
  f('who is marcus lindqvist', 'has he written any articles?', '/blog', '/blog/stakeholder-content-automation', '/about'),
  f('what is the telecom pilot', 'what do you need from us?', '/verticals/telecom'),
  f('do you do ai for hr', 'does it check for bias?', '/verticals/mid-market'),
  f('tell me about the ai implementation guide', 'who wrote it?', '/blog/ai-implementation-guide-2025', '/blog'),
  f("what's the omnichannel support bundle", 'is there an sla?', '/services/customer-support-ai'),
  f('what is conversation intelligence', 'which crms does it write to?', '/services/sales-ai'),
  f('are the playbooks free', 'is there a walkthrough?', '/playbooks'),
  f('tell me about launchpad for startups', 'can we pause it?', '/verticals/tech-smb'),
  f("what's in the webinar on support automation", 'can i get the recording?', '/webinars'),
  f('how do you handle data security', 'do you have soc 2?', '/services/sales-ai', '/services/customer-support-ai', '/services/ai-implementation'),
  f('tell me about launchpad', 'great. how do I contact sales?', '/contact'),
  f("what's the roi calculator", 'also, do you work with hospitals?', '/verticals/mid-market', '/'),
  f('what is the yield optimizer', 'what results did publishers see?', '/verticals/adtech'),
  f('what does the discovery workshop cover', 'how long is it?', '/special-offer', '/blog/stakeholder-content-automation'),
]

/** Each as a retrieval question asked in its conversation, the words ranking what `conversation` makes of it. */
export const inConversation = (questions: readonly FollowUpQuestion[], conversation: (questions: readonly string[]) => string): RetrievalQuestion[] =>
  questions.map(({ earlier, question, answers }) => ({ question, conversation: conversation([earlier, question]), answers }))
