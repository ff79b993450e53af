// Generated from src/content/articles/*.mdx by scripts/articles (npm run build or dev). Do not edit:
// change the article files instead. Front matter and read time of every article, without the bodies.

export const articleMeta = [
  {
    "slug": "stakeholder-content-automation",
    "title": "Automating Stakeholder Content Without Losing Your Voice",
    "excerpt": "Board updates, investor notes and customer briefings eat senior time every month. Here is how to automate the first draft and keep the judgment human.",
    "description": "How to automate board updates, investor notes and customer briefings with AI while keeping the judgment, tone and accuracy that stakeholders expect.",
    "category": "AI Implementation",
    "author": "Marcus Lindqvist",
    "authorRole": "Head of AI Engineering",
    "published": "2025-03-25",
    "date": "March 25, 2025",
    "readTime": "7 min read",
    "wordCount": 1385,
    "tags": [
      "Content automation",
      "Executive reporting",
      "LLMs"
    ],
    "imageAlt": "",
    "imageVersion": "07e236bc",
    "listed": true,
    "featured": true
  },
  {
    "slug": "ai-jobs-article",
    "title": "AI and Jobs: What Changes, What Does Not",
    "excerpt": "AI rarely removes whole roles; it removes tasks. We look at where work shifts, which skills rise in value and how to bring your team along.",
    "description": "AI removes tasks, not whole roles. Where work shifts, which skills gain value and how leaders can bring their teams along through an AI rollout.",
    "category": "AI Implementation",
    "author": "Elena Petrova",
    "authorRole": "Head of Delivery",
    "published": "2025-03-22",
    "date": "March 22, 2025",
    "readTime": "6 min read",
    "wordCount": 1344,
    "tags": [
      "Future of work",
      "Change management",
      "Skills"
    ],
    "imageAlt": "",
    "imageVersion": "cb3902c6",
    "listed": true,
    "featured": false
  },
  {
    "slug": "smb-ai-guide",
    "title": "The SMB Guide to Getting Started with AI",
    "excerpt": "You do not need a data science team to get value from AI. A practical path for small businesses, from the first workflow to measurable savings.",
    "description": "A practical AI starter guide for small businesses: choose the first workflow, pick tools, run a 30-day pilot and measure the savings that matter.",
    "category": "AI Implementation",
    "author": "Daniel Okafor",
    "authorRole": "Founder & CEO",
    "published": "2025-03-20",
    "date": "March 20, 2025",
    "readTime": "6 min read",
    "wordCount": 1328,
    "tags": [
      "SMB",
      "Getting started",
      "Automation"
    ],
    "imageAlt": "",
    "imageVersion": "118f0227",
    "listed": true,
    "featured": false
  },
  {
    "slug": "field-sales-ai",
    "title": "How AI Is Transforming Field Sales Teams",
    "excerpt": "Route planning, instant quotes and live coaching on the doorstep: how field sales organizations use AI to raise revenue per rep.",
    "description": "How field sales teams use AI for route planning, instant quoting and live coaching to raise revenue per rep and cut the cost of training new hires.",
    "category": "Sales AI",
    "author": "James Whitaker",
    "authorRole": "Head of Revenue AI",
    "published": "2025-03-18",
    "date": "March 18, 2025",
    "readTime": "6 min read",
    "wordCount": 1345,
    "tags": [
      "Field sales",
      "Sales coaching",
      "Telecom"
    ],
    "imageAlt": "",
    "imageVersion": "9588b2a9",
    "listed": true,
    "featured": false
  },
  {
    "slug": "ai-implementation-guide-2025",
    "title": "The Complete AI Implementation Guide for 2025",
    "excerpt": "From use-case selection to production monitoring: the framework we use to take AI projects from idea to measurable return in weeks, not quarters.",
    "description": "Our complete AI implementation framework for 2025: selecting use cases, preparing data, building, testing and monitoring AI that pays for itself.",
    "category": "AI Implementation",
    "author": "Daniel Okafor",
    "authorRole": "Founder & CEO",
    "published": "2025-03-15",
    "date": "March 15, 2025",
    "readTime": "7 min read",
    "wordCount": 1521,
    "tags": [
      "AI strategy",
      "Implementation",
      "MLOps"
    ],
    "imageAlt": "",
    "imageVersion": "3300da9b",
    "listed": true,
    "featured": false
  },
  {
    "slug": "beyond-exponential",
    "title": "Beyond Exponential: Planning for Compounding AI Progress",
    "excerpt": "Models improve faster than most roadmaps assume. How to plan technology investments that get better, not obsolete, as AI advances.",
    "description": "AI models improve faster than most roadmaps assume. How to plan technology investments that grow more valuable, not obsolete, as capabilities compound.",
    "category": "AI Implementation",
    "author": "Priya Raman",
    "authorRole": "Chief Technology Officer",
    "published": "2025-03-14",
    "date": "March 14, 2025",
    "readTime": "6 min read",
    "wordCount": 1370,
    "tags": [
      "AI strategy",
      "Planning",
      "Trends"
    ],
    "imageAlt": "",
    "imageVersion": "e8451523",
    "listed": true,
    "featured": false
  },
  {
    "slug": "future-of-sales-ai",
    "title": "The Future of Sales AI: From Copilots to Agents",
    "excerpt": "Sales tools are moving from suggesting the next step to taking it. What agentic sales AI means for reps, managers and RevOps.",
    "description": "Sales AI is moving from copilots that suggest to agents that act. What that shift means for reps, sales managers and RevOps teams over the next years.",
    "category": "Sales AI",
    "author": "James Whitaker",
    "authorRole": "Head of Revenue AI",
    "published": "2025-03-12",
    "date": "March 12, 2025",
    "readTime": "7 min read",
    "wordCount": 1401,
    "tags": [
      "Sales AI",
      "AI agents",
      "RevOps"
    ],
    "imageAlt": "",
    "imageVersion": "f057349d",
    "listed": true,
    "featured": false
  },
  {
    "slug": "rapid-prototyping-best-practices",
    "title": "Rapid Prototyping Best Practices for AI Products",
    "excerpt": "Scope tight, test with real users in week two and decide with data. The habits behind our 92% prototype success rate.",
    "description": "The habits behind a 92% prototype success rate: tight scoping, real users in week two, honest metrics and a clear decision at the end of every build.",
    "category": "Development",
    "author": "Elena Petrova",
    "authorRole": "Head of Delivery",
    "published": "2025-03-10",
    "date": "March 10, 2025",
    "readTime": "6 min read",
    "wordCount": 1308,
    "tags": [
      "Prototyping",
      "MVP",
      "Product development"
    ],
    "imageAlt": "",
    "imageVersion": "ff4732b4",
    "listed": true,
    "featured": false
  }
] as const
