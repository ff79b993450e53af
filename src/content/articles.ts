import type { ArticleCategory } from './article-categories'
import type { ArticleSlug } from './article-slugs'

export { articleSlugs, isArticleSlug, type ArticleSlug } from './article-slugs'

export interface ArticleSummary {
  slug: ArticleSlug
  title: string
  excerpt: string
  /** 50-160 characters, for search results. */
  description: string
  category: ArticleCategory
  author: string
  date: string
  readTime: string
  tags: readonly string[]
  /** Listed in the blog index (beyond-exponential has a page but no index entry). */
  listed: boolean
}

/**
 * Blog articles. The index lists seven (the first is featured); beyond-exponential has
 * a page but is not listed in the index.
 */
export const articles: Record<ArticleSlug, ArticleSummary> = {
  'stakeholder-content-automation': {
    slug: 'stakeholder-content-automation',
    title: 'Automating Stakeholder Content Without Losing Your Voice',
    excerpt:
      'Board updates, investor notes and customer briefings eat senior time every month. Here is how to automate the first draft and keep the judgement human.',
    description:
      'How to automate board updates, investor notes and customer briefings with AI while keeping the judgement, tone and accuracy that stakeholders expect.',
    category: 'AI Implementation',
    author: 'Priya Natarajan',
    date: 'March 25, 2025',
    readTime: '9 min read',
    tags: ['Content automation', 'Executive reporting', 'LLMs'],
    listed: true,
  },
  'ai-jobs-article': {
    slug: 'ai-jobs-article',
    title: 'AI and Jobs: What Changes, What Does Not',
    excerpt:
      'AI rarely removes whole roles; it removes tasks. We look at where work shifts, which skills rise in value and how to bring your team along.',
    description:
      'AI removes tasks, not whole roles. Where work shifts, which skills gain value and how leaders can bring their teams along through an AI rollout.',
    category: 'AI Implementation',
    author: 'Marcus Reed',
    date: 'March 22, 2025',
    readTime: '7 min read',
    tags: ['Future of work', 'Change management', 'Skills'],
    listed: true,
  },
  'smb-ai-guide': {
    slug: 'smb-ai-guide',
    title: 'The SMB Guide to Getting Started with AI',
    excerpt:
      'You do not need a data science team to get value from AI. A practical path for small businesses, from the first workflow to measurable savings.',
    description:
      'A practical AI starter guide for small businesses: choose the first workflow, pick tools, run a 30-day pilot and measure the savings that matter.',
    category: 'AI Implementation',
    author: 'Elena Vasquez',
    date: 'March 20, 2025',
    readTime: '8 min read',
    tags: ['SMB', 'Getting started', 'Automation'],
    listed: true,
  },
  'field-sales-ai': {
    slug: 'field-sales-ai',
    title: 'How AI Is Transforming Field Sales Teams',
    excerpt:
      'Route planning, instant quotes and live coaching on the doorstep: how field sales organisations use AI to raise revenue per rep.',
    description:
      'How field sales teams use AI for route planning, instant quoting and live coaching to raise revenue per rep and cut the cost of training new hires.',
    category: 'Sales AI',
    author: 'Marcus Reed',
    date: 'March 18, 2025',
    readTime: '10 min read',
    tags: ['Field sales', 'Sales coaching', 'Telecom'],
    listed: true,
  },
  'ai-implementation-guide-2025': {
    slug: 'ai-implementation-guide-2025',
    title: 'The Complete AI Implementation Guide for 2025',
    excerpt:
      'From use-case selection to production monitoring: the framework we use to take AI projects from idea to measurable return in weeks, not quarters.',
    description:
      'Our complete AI implementation framework for 2025: selecting use cases, preparing data, building, testing and monitoring AI that pays for itself.',
    category: 'AI Implementation',
    author: 'Daniel Okafor',
    date: 'March 15, 2025',
    readTime: '12 min read',
    tags: ['AI strategy', 'Implementation', 'MLOps'],
    listed: true,
  },
  'future-of-sales-ai': {
    slug: 'future-of-sales-ai',
    title: 'The Future of Sales AI: From Copilots to Agents',
    excerpt:
      'Sales tools are moving from suggesting the next step to taking it. What agentic sales AI means for reps, managers and RevOps.',
    description:
      'Sales AI is moving from copilots that suggest to agents that act. What that shift means for reps, sales managers and RevOps teams over the next years.',
    category: 'Sales AI',
    author: 'Sarah Lindqvist',
    date: 'March 12, 2025',
    readTime: '8 min read',
    tags: ['Sales AI', 'AI agents', 'RevOps'],
    listed: true,
  },
  'rapid-prototyping-best-practices': {
    slug: 'rapid-prototyping-best-practices',
    title: 'Rapid Prototyping Best Practices for AI Products',
    excerpt:
      'Scope tight, test with real users in week two and decide with data. The habits behind our 92% prototype success rate.',
    description:
      'The habits behind a 92% prototype success rate: tight scoping, real users in week two, honest metrics and a clear decision at the end of every build.',
    category: 'Development',
    author: 'Daniel Okafor',
    date: 'March 10, 2025',
    readTime: '6 min read',
    tags: ['Prototyping', 'MVP', 'Product development'],
    listed: true,
  },
  'beyond-exponential': {
    slug: 'beyond-exponential',
    title: 'Beyond Exponential: Planning for Compounding AI Progress',
    excerpt:
      'Models improve faster than most roadmaps assume. How to plan technology investments that get better, not obsolete, as AI advances.',
    description:
      'AI models improve faster than most roadmaps assume. How to plan technology investments that grow more valuable, not obsolete, as capabilities compound.',
    category: 'AI Implementation',
    author: 'Priya Natarajan',
    date: 'March 14, 2025',
    readTime: '9 min read',
    tags: ['AI strategy', 'Planning', 'Trends'],
    listed: false,
  },
}
