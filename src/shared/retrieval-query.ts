/**
 * What the words half of retrieval ranks the site's passages for in a conversation. A visitor's
 * second question is often about what the first was about without naming it ("tell me about your
 * support AI" then "how much does it cost?"): ranked alone, it finds every page that writes a price.
 * So the question is ranked together with the visitor's earlier one, unless it opens on another
 * subject ("thanks. where is your office?"). Retrieval (src/shared/retrieval.ts) keeps the question's
 * own ranking where the conversation does not change the page that answers first, and reads whether
 * anything on the site answers from the question alone, or, for a question that points back and names
 * nothing the site does not, from the conversation: history never lets in a question the site cannot answer.
 */

/** A word that points back to what was asked before: "does it work offline?", "what's his background?". */
const REFERS_BACK = /\b(?:it|its|it's|that|this|they|them|their|those|these|he|his|him|she|her|one|ones)\b/i

/** Whether a question points back to what was asked before it ("how much is it?"). */
export const refersBack = (question: string): boolean => REFERS_BACK.test(question)
/** How a visitor opens a question on another subject: "thanks.", "ok, and...", "also,", "by the way". */
const NEW_SUBJECT = /^\s*(?:thanks|thank you|thx|ok|okay|great|cool|perfect|got it|nice|also|btw|by the way|another question|one more (?:thing|question)|different question|unrelated|separately)\b/i

/**
 * The text to rank for the visitor's questions, oldest first (the last is the one being answered):
 * the last with the one before it, unless the last opens on another subject and points back to
 * nothing. A question asked first is ranked as it is.
 */
export function conversationQuestion(questions: readonly string[]): string {
  const question = questions.at(-1) ?? ''
  const earlier = questions.at(-2)
  if (earlier === undefined) return question
  if (NEW_SUBJECT.test(question) && !refersBack(question)) return question
  return `${earlier} ${question}`
}

/** The text to rank for a chat request's turns: the visitor's own questions, as conversationQuestion reads them. */
export const conversationOfTurns = (turns: readonly { role: string; content: string }[]): string =>
  conversationQuestion(turns.filter((turn) => turn.role === 'user').map((turn) => turn.content))
