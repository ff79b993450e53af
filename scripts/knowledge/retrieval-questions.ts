/**
 * Questions as buyers type them into the assistant (short, vague, misspelt, in words the
 * pages do not use), each with the pages that answer it: what retrieval quality is
 * measured on (tests/knowledge/retrieval-quality.test.ts and the audit). A question is
 * found at k when a passage of one of its pages is among the k passages ranked first. A
 * page answers when its text states the answer (an article's byline naming its author's
 * role answers who holds it).
 *
 * Three sets, kept apart on purpose:
 * - `tuningQuestions`: the ranking may be improved while watching these (in general ways
 *   only: never by changing a page's text for one question);
 * - `heldOutQuestions`: written before any tuning and never looked at while tuning; their
 *   figures are reported apart, as the honest estimate;
 * - questions the site cannot answer, which retrieval must call not relevant (a tuning and
 *   a held-out half).
 */

export interface RetrievalQuestion {
  question: string
  /** The pages (registry paths) whose passages answer it. */
  answers: readonly string[]
}

const q = (question: string, ...answers: string[]): RetrievalQuestion => ({ question, answers })

const pricedServices = ['/services/rapid-prototyping', '/services/ai-implementation', '/services/sales-ai', '/services/customer-support-ai']
/** The articles signed by the founder and CEO: their bylines name him and his role. */
const ceoBylines = ['/blog/smb-ai-guide', '/blog/ai-implementation-guide-2025']

export const tuningQuestions: readonly RetrievalQuestion[] = [
  q('do you guys do stuff for hospitals', '/verticals/mid-market', '/'),
  q("who's your CTO", '/about', '/blog/beyond-exponential'),
  q('CEO name?', '/about', ...ceoBylines),
  q('who founded the company', '/about', ...ceoBylines),
  q('what does priya do', '/about', '/blog/beyond-exponential'),
  q("how do you make sure the AI doesn't hallucinate", '/blog/stakeholder-content-automation', '/blog/ai-implementation-guide-2025', '/services/ai-implementation'),
  q("what's outcome based pricing", '/verticals/mid-market'),
  q('snowflake', '/services/full-stack-development'),
  q('react native', '/services/full-stack-development'),
  q('kafka', '/services/full-stack-development'),
  q('terraform', '/services/full-stack-development'),
  q('langgraph', '/services/full-stack-development'),
  q('do you work with azure', '/services/full-stack-development'),
  q('how much does it cost', ...pricedServices),
  q('whats the pricng for a prototype', '/services/rapid-prototyping'),
  q('is the free thing actually free', '/special-offer'),
  q('can a 20 person company get the free automation', '/special-offer', '/terms'),
  q('do you sign NDAs', '/special-offer'),
  q('who owns the code after', '/special-offer', '/verticals/mid-market', '/verticals/tech-smb', '/verticals/adtech', '/services/rapid-prototyping', '/about'),
  q('chipr results', '/case-studies/chipr', '/case-studies', '/verticals/field-sales', '/verticals/telecom'),
  q('foliant case study', '/case-studies/notion', '/case-studies'),
  q('app for door to door reps', '/verticals/field-sales', '/case-studies/chipr', '/blog/field-sales-ai', '/verticals/telecom'),
  q('offline mode for reps with no signal', '/verticals/field-sales', '/verticals/telecom', '/case-studies/chipr', '/services/sales-ai', '/blog/field-sales-ai'),
  q('ISP churn', '/verticals/telecom'),
  q('programmatic advertising', '/verticals/adtech'),
  q('DSP billing discrepancies', '/verticals/adtech'),
  q("we're a startup with 10 people", '/verticals/tech-smb'),
  q('company with 1000 employees what do you offer', '/verticals/mid-market'),
  q('do u do chatbots for custmer support', '/services/customer-support-ai'),
  q('zendesk', '/services/customer-support-ai', '/services/ai-implementation'),
  q('salesforce intergration', '/services/ai-implementation', '/services/sales-ai', '/verticals/field-sales'),
  q('lead scoring', '/services/marketing-ai', '/verticals/martech', '/playbooks'),
  q('seo', '/services/marketing-ai'),
  q('will AI take my job', '/blog/ai-jobs-article'),
  q('how long does implementation take', '/', '/services/ai-implementation', '/about', '/ai-use-cases', '/playbooks', '/verticals/mid-market'),
  q('MVP', '/services/rapid-prototyping', '/services/full-stack-development'),
  q('gdpr', '/privacy', '/services/ai-implementation', '/verticals/martech'),
  q('do you store my chats', '/privacy'),
  q('cookies', '/privacy'),
  q('webinar recordings', '/webinars'),
  q('pilot charter template', '/playbooks'),
  q('how much could we save by automating', '/roi-calculator'),
  q('ai for customer success teams', '/ai-use-cases'),
  q('recruiting automation', '/verticals/tech-smb', '/verticals/mid-market', '/special-offer'),
  q('SOC 2', '/services/sales-ai', '/services/customer-support-ai', '/services/ai-implementation'),
  q('automate board reports', '/blog/stakeholder-content-automation'),
  q('sales forecasting', '/services/sales-ai', '/case-studies/chipr', '/verticals/field-sales'),
  q('how to start with AI as a small business', '/blog/smb-ai-guide'),
  q('agents vs copilots', '/blog/future-of-sales-ai'),
  q('how do i talk to someone', '/contact'),
  q('voice bot for phone support', '/services/customer-support-ai'),
  q('ai features inside our saas platform', '/verticals/martech'),
  q('terms of service', '/terms'),
  // Added while tuning the relevance test, in words the pages mostly do not use.
  q('can your bots book meetings for us', '/verticals/tech-smb'),
  q('do you do data engineering', '/about', '/services/full-stack-development'),
  q('can ai write our newsletters', '/verticals/tech-smb', '/services/marketing-ai'),
  q('resume screening', '/verticals/tech-smb', '/verticals/mid-market', '/special-offer'),
  q('who does your ux', '/about'),
  q('invoice processing automation', '/special-offer', '/verticals/mid-market', '/verticals/adtech'),
  q('do you have whitepapers or ebooks', '/playbooks'),
  q('will we be locked in to your platform', '/about', '/verticals/tech-smb', '/verticals/mid-market'),
  q('is our data used to train your models', '/verticals/martech', '/verticals/adtech', '/verticals/telecom', '/privacy'),
  q('is customer data encrypted', '/verticals/field-sales', '/verticals/telecom', '/services/sales-ai'),
  q('how quickly can you ship something', '/services/rapid-prototyping', '/services/full-stack-development', '/verticals/mid-market', '/'),
]

export const heldOutQuestions: readonly RetrievalQuestion[] = [
  q('who runs delivery', '/about', '/blog/ai-jobs-article', '/blog/rapid-prototyping-best-practices'),
  q('do you have designers', '/about', '/webinars'),
  q('pgvector', '/services/full-stack-development'),
  q('python', '/services/full-stack-development'),
  q('fiber install no-shows', '/verticals/telecom'),
  q('text message reminders for install appointments', '/verticals/telecom'),
  q('price floors for an ssp', '/verticals/adtech'),
  q('brand safety', '/verticals/adtech'),
  q('email send time optimisation', '/verticals/martech'),
  q('how does usage based billing work', '/verticals/tech-smb'),
  q('can we cancel anytime', '/verticals/tech-smb'),
  q('single sign on and security review', '/verticals/mid-market', '/services/sales-ai', '/services/ai-implementation', '/services/customer-support-ai'),
  q('what if we dont get picked for the free offer', '/special-offer'),
  q("what's the catch with the free workflow", '/special-offer'),
  q('what did foliant get out of it', '/case-studies/notion'),
  q('replacing classroom training with roleplay', '/case-studies/chipr', '/verticals/field-sales', '/blog/ai-jobs-article', '/blog/field-sales-ai', '/services/sales-ai'),
  q('churn prediction', '/verticals/telecom', '/ai-use-cases', '/verticals/martech'),
  q('how do we know if the AI is working', '/blog/ai-jobs-article', '/blog/ai-implementation-guide-2025', '/blog/stakeholder-content-automation', '/blog/smb-ai-guide'),
  q('do you send my questions to openai', '/privacy'),
  q('next webinar date', '/webinars', '/'),
  q('guide for executives', '/playbooks'),
  q('prototype success rate', '/services/rapid-prototyping', '/blog/rapid-prototyping-best-practices', '/'),
  q('can you build an ios app', '/services/full-stack-development'),
  q('marketing attribution', '/services/marketing-ai', '/verticals/martech'),
  q('how many companies get the free offer', '/special-offer', '/terms'),
  q('planning when models keep improving', '/blog/beyond-exponential'),
  q('support in spanish', '/services/customer-support-ai'),
]

/** Questions no page answers: retrieval must say nothing relevant was found. */
export const unanswerableQuestions: readonly string[] = [
  'where is your office',
  "what's the weather like in london today",
  'can you recommend a good pizza place',
  'who won the world cup',
  'how do I reset my iphone password',
  'do you sell office furniture',
  'what is your refund policy for online orders',
  'are dogs allowed at your office',
]

/** Held out like heldOutQuestions: never looked at while tuning. */
export const heldOutUnanswerableQuestions: readonly string[] = [
  'what is the capital of australia',
  'how tall is mount everest',
  'do you offer car insurance',
  'best running shoes for flat feet',
  'when does the train to manchester leave',
]
