import { describe, expect, it } from 'vitest'
import { isArticleSlug, isPagePath } from '~/content/registry'
import { createLexicalIndex, retrievePassages } from '~/shared/retrieval'
import { siteKnowledge } from './site-knowledge'

/**
 * Retrieval quality on real visitor questions, each with the page that answers it: the
 * lexical half alone has to find that page among the three passages a question's prompt
 * gets (recall@3), so the assistant stays on topic when embeddings are unavailable.
 */
const questions: readonly (readonly [question: string, path: string])[] = [
  ['Who is on your leadership team?', '/about'],
  ['What values does your company work by?', '/about'],
  ['How does the free AI workflow automation offer work?', '/special-offer'],
  ['Am I eligible for the free automation? We have 40 employees.', '/special-offer'],
  ['Which AI use cases help customer success teams reduce churn?', '/ai-use-cases'],
  ['What can AI do for product development teams?', '/ai-use-cases'],
  ['What did you build for Chipr?', '/case-studies/chipr'],
  ['What results did Foliant get from working with you?', '/case-studies/notion'],
  ['What is in your sales AI prospecting stack?', '/services/sales-ai'],
  ['Do you offer conversation intelligence for sales calls?', '/services/sales-ai'],
  ['Which marketing AI suites do you have?', '/services/marketing-ai'],
  ['Can you automate customer support tickets with an AI agent?', '/services/customer-support-ai'],
  ['What tech stack do you use for full-stack development?', '/services/full-stack-development'],
  ['How fast can you build a prototype or MVP?', '/services/rapid-prototyping'],
  ['What AI implementation bundles do you offer?', '/services/ai-implementation'],
  ['Do you work with ad tech companies?', '/verticals/adtech'],
  ['How can AI help a fibre broadband provider?', '/verticals/telecom'],
  ['What do you offer martech platforms?', '/verticals/martech'],
  ['We are a small tech start-up: which AI modules suit us?', '/verticals/tech-smb'],
  ['How do you help mid-market companies past their growth ceiling?', '/verticals/mid-market'],
  ['Will AI replace jobs on my team?', '/blog/ai-jobs-article'],
  ['How should a small business get started with AI?', '/blog/smb-ai-guide'],
  ['How do we plan a roadmap when AI models keep getting better?', '/blog/beyond-exponential'],
  ['Can AI draft board reports and investor updates?', '/blog/stakeholder-content-automation'],
  ['What are the best practices for rapid prototyping of AI products?', '/blog/rapid-prototyping-best-practices'],
  ['Will AI agents take over from sales copilots?', '/blog/future-of-sales-ai'],
  ['Is there a step-by-step AI implementation guide for 2025?', '/blog/ai-implementation-guide-2025'],
  ['How does AI help field sales reps on the doorstep?', '/blog/field-sales-ai'],
  ['When is your next webinar?', '/webinars'],
  ['Do you have implementation playbooks and templates?', '/playbooks'],
  ['What does the assistant store about me?', '/privacy'],
  ['How can I estimate the ROI of automating a workflow?', '/roi-calculator'],
]

const { knowledge } = await siteKnowledge()
const searchable = { passages: knowledge.passages, index: createLexicalIndex(knowledge.passages) }

describe('retrieval quality', () => {
  it('uses real site pages as the expected answers', () => {
    expect(questions.length).toBeGreaterThanOrEqual(20)
    for (const [, path] of questions) expect(isPagePath(path) || (path.startsWith('/blog/') && isArticleSlug(path.slice(6))), path).toBe(true)
  })

  it('finds the answering page in the top 3 for at least 90% of the questions with the lexical half alone', () => {
    const misses: string[] = []
    for (const [question, path] of questions) {
      const top = retrievePassages(searchable, null, { question, questionEmbedding: [] }, 3)
      if (!top.some((passage) => passage.path === path)) misses.push(`${question} -> expected ${path}, got ${top.map((p) => p.id).join(', ')}`)
    }
    const recall = (questions.length - misses.length) / questions.length
    console.log(`recall@3 (lexical only): ${recall.toFixed(3)} over ${questions.length} questions${misses.length ? `\nmissed:\n- ${misses.join('\n- ')}` : ''}`)
    expect(recall).toBeGreaterThanOrEqual(0.9)
  })
})
