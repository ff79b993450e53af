import { describe, expect, it } from 'vitest'
import { cosineSimilarity, createLexicalIndex, fuseRankings, PAGE_LIFT, PROMPT_PASSAGES, rankByEmbedding, rankByPage, RELEVANT_COVERAGE, retrieve, retrievePassages, RRF_K, stem, type LexicalIndex } from '~/shared/retrieval'
import type { KnowledgePassage } from '~/shared/assistant-knowledge'
import { conversationQuestion } from '~/shared/retrieval-query'

describe('cosine similarity', () => {
  it('is 1 for the same direction, 0 for orthogonal vectors and -1 for opposite ones', () => {
    expect(cosineSimilarity([1, 2, 3], [2, 4, 6])).toBeCloseTo(1)
    expect(cosineSimilarity([1, 0], [0, 5])).toBe(0)
    expect(cosineSimilarity([1, 1], [-1, -1])).toBeCloseTo(-1)
    expect(cosineSimilarity([1, 0], [1, 1])).toBeCloseTo(Math.SQRT1_2)
  })

  it('scores 0, never NaN, for empty, zero, mismatched or non-finite vectors', () => {
    expect(cosineSimilarity([], [])).toBe(0)
    expect(cosineSimilarity([], [1, 2])).toBe(0)
    expect(cosineSimilarity([0, 0], [1, 2])).toBe(0)
    expect(cosineSimilarity([1, 2, 3], [1, 2])).toBe(0)
    expect(cosineSimilarity([Number.NaN, 1], [1, 1])).toBe(0)
    expect(cosineSimilarity([Number.POSITIVE_INFINITY, 1], [1, 1])).toBe(0)
  })
})

const passage = (id: string, title: string, heading: string, text: string): KnowledgePassage => ({
  id: `/${id}`,
  path: `/${id}`,
  title,
  heading,
  anchor: '',
  text,
})

const passages = [
  passage('team', 'About Us', 'Meet Our Team', 'Our leadership team: the founder, the chief technology officer and the heads of engineering.'),
  passage('offer', 'Free Automation Offer', 'The phases', 'A 2-hour workshop, a 2-week build, a week of user testing and a week to go live.'),
  passage('sales', 'Sales AI', 'Stacks', 'Prospecting, conversation intelligence and forecasting for sales teams.'),
  passage('support', 'Customer Support AI', 'Stacks', 'AI agents answer tickets around the clock and hand over to people.'),
  passage('prices', 'Pricing', 'Bundles', 'Fixed-fee bundles for pilots and enterprise rollouts.'),
]
const knowledge = { passages, index: createLexicalIndex(passages) }
/** How much of a question the passage at `id` holds (0 when the index does not find it at all). */
const coverageOf = (index: LexicalIndex, question: string, id: number) => index.search(question).find((hit) => hit.id === id)?.coverage ?? 0
/** Passages on nothing the questions ask about. */
const fillers = Array.from({ length: 25 }, (_, i) => passage(`note-${i}`, `Note ${i}`, '', `Gardening tip ${i}: water the tomatoes early.`))

describe('lexical index', () => {
  it('ranks passages by the question’s words, titles and headings weighing more, plural and singular alike', () => {
    expect(knowledge.index.rank('Who is on your leadership team?')[0]).toBe(0)
    expect(knowledge.index.rank('what happens in the build phase')[0]).toBe(1)
    expect(knowledge.index.rank('support tickets')[0]).toBe(3)
    expect(knowledge.index.rank('ticket')[0]).toBe(3)
  })

  it('spells out a business abbreviation the site never writes, and reads past the fillers buyers type', () => {
    expect(knowledge.index.rank("who's your CTO")[0]).toBe(0)
    expect(knowledge.index.search('do you guys do stuff for support tickets')[0]).toMatchObject({ id: 3, coverage: 1 })
  })

  it('reads a word the way buyers write it: hyphenated or not, misspelt, or in its related words', () => {
    const words = [
      passage('launchpad', 'Launchpad', 'For start-ups', 'Modules for start-ups and small teams.'),
      passage('support', 'Customer Support AI', 'Stacks', 'AI agents answer tickets around the clock.'),
      passage('prototype', 'Rapid Prototyping', 'Bundles', 'Fixed pricing for a prototype in two weeks.'),
      passage('health', 'Mid-Market', 'Outcomes', 'A regional health network cut its admin hours.'),
      ...fillers,
    ]
    const index = createLexicalIndex(words)
    expect(index.rank('we are a startup')[0]).toBe(0)
    expect(index.rank('custmer support')[0]).toBe(1)
    expect(index.rank('whats the pricng for a prototype')[0]).toBe(2)
    expect(index.rank('do you do stuff for hospitals')[0]).toBe(3)
    // A related word counts less than the word itself.
    expect(index.search('hospitals')[0]?.coverage).toBeLessThan(1)
    expect(index.search('health')[0]?.coverage).toBe(1)
  })

  it('finds an abbreviation by its words and the words by the abbreviation', () => {
    const roles = [passage('ceo', 'Team', 'Leads', 'Our CEO signs every proposal.'), passage('cto', 'About', 'Team', 'Our chief technology officer reviews every design.'), ...fillers]
    const index = createLexicalIndex(roles)
    expect(index.rank('who is the CTO')[0]).toBe(1)
    expect(index.rank('chief executive officer')[0]).toBe(0)
  })

  it('ranks a passage holding the question’s words side by side above one holding them apart', () => {
    const pairs = [
      passage('apart', 'Teams', 'Who we help', 'Success stories from sales and customer teams, and what made them a success.'),
      passage('together', 'Use cases', 'Roles', 'AI for customer success teams, from onboarding to renewals.'),
      ...fillers,
    ]
    expect(createLexicalIndex(pairs).rank('ai for customer success teams')[0]).toBe(1)
  })

  it('ranks a passage whose heading names the question’s words above one whose text holds them side by side', () => {
    const about = [
      passage('mention', 'Case studies', 'Featured', 'Customer success teams at three clients cut their review time.'),
      passage('named', 'Use cases', 'Customer success', 'Spot risk early and prepare every account review in minutes.'),
      // Passages under headings, as a site's are.
      ...Array.from({ length: 25 }, (_, i) => passage(`tip-${i}`, `Garden ${i}`, `Tomato tip ${i}`, 'Water the tomatoes early.')),
    ]
    expect(createLexicalIndex(about).rank('customer success')[0]).toBe(1)
  })

  it('stems a word and its plural alike, keeping the double s of "process" and "business" and the "eed" of "speed"', () => {
    expect(stem('processes')).toBe(stem('process'))
    expect(stem('businesses')).toBe(stem('business'))
    expect(stem('downloadable')).toBe(stem('download'))
    expect(stem('pricing')).toBe(stem('prices'))
    // "speed" is no past tense: it stays whole, so "speeds" and "speeding" meet it and "spend" does not.
    expect(stem('speed')).toBe('speed')
    expect(stem('speeds')).toBe(stem('speed'))
    expect(stem('speeding')).toBe(stem('speed'))
  })

  it('ranks a passage whose heading names a word of the question above one that only mentions it', () => {
    const about = [
      passage('steps', 'Services', 'How we work', 'Our process is reviewed at every process step, and your data stays yours.'),
      passage('processors', 'Privacy', 'Who processes it for us', 'Hosting and email providers handle your data on our behalf.'),
      ...fillers,
    ]
    expect(createLexicalIndex(about).rank('who processes my data')[0]).toBe(1)
  })

  it('reads past contractions and fillers, typed with either apostrophe or none', () => {
    expect(knowledge.index.search("we're after support tickets, aren’t you")[0]).toMatchObject({ id: 3, coverage: 1 })
    expect(knowledge.index.search('whos ur leadership team')[0]).toMatchObject({ id: 0, coverage: 1 })
  })

  it('reads a word no passage holds through the word it stands for: with a prefix, run together with another, or cut short', () => {
    const words = [
      passage('skills', 'AI and Jobs', 'Skills that rise in value', 'The skills a team builds when AI takes the routine work.'),
      passage('terms', 'Terms', 'Changes', 'You may cancel at any time with 30 days notice.'),
      passage('roi', 'ROI Calculator', '', 'A calculator of the hours and money automation saves.'),
      passage('downloads', 'Playbooks', 'Tools and templates', 'Download the templates as one PDF.'),
      ...fillers,
    ]
    const index = createLexicalIndex(words)
    expect(index.rank('reskilling staff')[0]).toBe(0)
    expect(index.rank('can i cancel anytime')[0]).toBe(1)
    expect(index.rank('roi calc')[0]).toBe(2)
    expect(index.rank('downloadable templates')[0]).toBe(3)
    // A stand-in counts less than the word itself, but enough to find the question relevant.
    expect(index.search('reskilling')[0]?.coverage).toBeLessThan(1)
    expect(index.search('reskilling')[0]?.coverage).toBeGreaterThan(RELEVANT_COVERAGE)
  })

  it('reads what a question frame asks: the price of "how much is", the weeks of "how long", and no number no page writes', () => {
    const asked = [
      passage('package', 'Sales AI', 'What the package holds', 'The package covers forecasting and coaching for sales teams.'),
      passage('price', 'Sales AI', 'Enterprise bundles', 'The sales package at a fixed price of $45,000.'),
      passage('timeline', 'Pilot', 'The pilot, week by week', 'The pilot runs six weeks from kickoff.'),
      passage('pilot', 'Pilot', 'Who runs the pilot', 'Many people take part in the pilot, the pilot team first.'),
      passage('mid-market', 'Elevate', 'For mid-market companies', 'For companies with 200 to 2,000 employees.'),
      ...fillers,
    ]
    const index = createLexicalIndex(asked)
    expect(index.rank('how much is the sales package')[0]).toBe(1)
    // The passage without a price holds less of that question than of the same words without the frame.
    expect(coverageOf(index, 'how much is the sales package', 0)).toBeLessThan(coverageOf(index, 'the sales package', 0))
    expect(coverageOf(index, 'how much is the sales package', 1)).toBeGreaterThan(coverageOf(index, 'how much is the sales package', 0))
    expect(index.rank('how long is the pilot')[0]).toBe(2)
    // "300" is written nowhere: it does not count against the question.
    expect(index.search('we have 300 employees')[0]).toMatchObject({ id: 4, coverage: 1 })
  })

  it('reads an amount a buyer states as the ranges pages state, which write neither number', () => {
    const sized = [
      passage('elevate', 'Elevate', 'Who it is for', 'For companies of 200 to 2,500 employees and $25M to $750M annual revenue.'),
      passage('launchpad', 'Launchpad', 'Who it is for', 'For companies of 5 to 50 employees that grow without hiring.'),
      passage('support', 'Support bundles', 'Support Automation Core', 'For support teams of 20-200 agents.'),
      passage('offer', 'Free workflow', 'Who is eligible', 'Companies with 50 or more employees and an executive sponsor.'),
      ...fillers,
    ]
    const index = createLexicalIndex(sized)
    expect(index.rank('company with 1000 employees')[0]).toBe(0)
    expect(index.rank('we are a 12 person company')[0]).toBe(1)
    expect(index.rank('a company making about $100M a year')[0]).toBe(0)
    expect(index.rank('support team of 80 agents')[0]).toBe(2)
    // "50 or more" reads as reaching a decade: a company of 300 is one, of 1000 is the mid-market page's.
    expect(index.rank('companies with 300 employees').slice(0, 2).sort()).toEqual([0, 3])
    expect(coverageOf(index, 'companies with 1000 employees', 3)).toBeLessThan(coverageOf(index, 'companies with 300 employees', 3))
    // A bare number states no amount, and a single figure no range.
    expect(coverageOf(index, 'company with 1000 employees', 1)).toBeLessThan(coverageOf(index, 'company with 1000 employees', 0))
  })

  it('reads two typed words a page writes as one ("roll out", "note taking"), and a plural cut short ("execs")', () => {
    const joined = [
      passage('rollout', 'Implementation', 'Deploying in stages', 'A rollout team by team, with monitoring.'),
      passage('notion', 'Case study', '', 'A notetaking software company connected billing and sales.'),
      passage('guides', 'Playbooks', 'Guides for every audience', 'The Executive Guide sizes the investment.'),
      ...fillers,
    ]
    const index = createLexicalIndex(joined)
    expect(index.rank('how do you roll out ai')[0]).toBe(0)
    expect(index.rank('note taking app')[0]).toBe(1)
    expect(index.rank('guide for execs')[0]).toBe(2)
    expect(index.search('guide for execs')[0]!.coverage).toBeGreaterThan(RELEVANT_COVERAGE)
  })

  it('reads a language by name as the languages a page offers, and counts a page\'s one word for one word of the question', () => {
    const spoken = [
      passage('support-ai', 'Customer Support AI', 'Voice', 'Voice agents answer support tickets, with speech in 30+ languages.'),
      passage('marketing', 'Marketing AI', 'Content', 'Campaign variants by segment and language.'),
      ...fillers,
    ]
    const index = createLexicalIndex(spoken)
    expect(index.rank('can your ai answer support tickets in spanish')[0]).toBe(0)
    expect(coverageOf(index, 'can your ai answer support tickets in spanish', 0)).toBeGreaterThan(RELEVANT_COVERAGE)
    expect(coverageOf(index, 'in spanish?', 0)).toBeGreaterThan(0)
    // "translate" and "german" both reach "language" only: the page's one word answers one of them, not both.
    expect(coverageOf(index, 'translate hello into german', 1)).toBeLessThan(RELEVANT_COVERAGE)
    expect(coverageOf(index, 'translate hello into german', 1)).toBeGreaterThan(0)
  })

  it("reads a question for the agency's contact details as the ways to reach it, which a contact page lists together", () => {
    const reachable = [
      passage('contact', 'Contact', '', 'Other ways to reach us. Email: hello@example.com. Phone: +1 415 555 0142. Office: 548 Market Street.'),
      passage('pricing', 'Pricing', 'Usage-based', 'Usage-based pricing for every module, located in one dashboard.'),
      ...fillers,
    ]
    const index = createLexicalIndex(reachable)
    for (const question of ['where are you based', 'where r u located', "what's your phone number", 'whats ur email address', 'where is your office', 'wheres ur hq']) {
      expect(index.rank(question)[0], question).toBe(0)
    }
    // "your office" asked about something else is no question for the address.
    expect(coverageOf(index, 'are dogs allowed at your office', 0)).toBeLessThan(RELEVANT_COVERAGE)
  })

  it('reads "media buying" as the ad tech a page names', () => {
    const ads = [
      passage('adtech', 'AdTech AI Solutions', 'Trading', 'A bid and pacing copilot for programmatic traders on your DSP.'),
      passage('martech', 'MarTech AI Solutions', 'Campaigns', 'Shop campaigns by segment.'),
      ...fillers,
    ]
    expect(createLexicalIndex(ads).rank("we're a media buying shop")[0]).toBe(0)
  })

  it('reads "ads" as the ad and the advertising a page names, which "ads" does not stem to', () => {
    const ads = [
      passage('adtech', 'AdTech AI Solutions', 'Modules', 'Bid shading for programmatic advertising on your ad server.'),
      passage('martech', 'MarTech AI Solutions', 'Creative', 'Emails, landing pages, ads and social posts, on brand.'),
      ...fillers,
    ]
    const index = createLexicalIndex(ads)
    expect(index.rank('bid optimization for ads')[0]).toBe(0)
    expect(coverageOf(index, 'ads', 0)).toBeGreaterThan(0)
  })

  it('reads "marketing automation software" as the marketing technology a page names', () => {
    const vendors = [
      passage('martech', 'AI for MarTech Companies', 'Industries', 'AI for marketing technology companies and the marketers who use them.'),
      passage('mid-market', 'Outcome stories', 'Software', 'A software company cut its weekly reporting time.'),
      ...fillers,
    ]
    expect(createLexicalIndex(vendors).rank('we make marketing automation software')[0]).toBe(0)
  })

  it('reads "hourly rate" and "the cheapest option" as a price, which those words do not name', () => {
    const priced = [
      passage('hub', 'Revenue Services', 'Results', 'Reps save 6 hours a week; win rate up 24% and close rate up 12%.'),
      passage('bundles', 'Prototyping', 'Fixed-fee bundles', 'Fixed scope, fixed price: three bundles, from $25K.'),
      passage('guide', 'Guide', 'Evaluation', 'Keep the option to change models; the cost of an evaluation set is small.'),
      ...fillers,
    ]
    const index = createLexicalIndex(priced)
    expect(index.rank('hourly rate')[0]).toBe(1)
    expect(index.rank('whats your day rate')[0]).toBe(1)
    expect(index.rank('whats the cheapest option you have')[0]).toBe(1)
  })

  it('reads "what do you do", asked alone, as the services the agency offers, and "size of your company" as its team', () => {
    const agency = [
      passage('home', 'Home', 'Our Services', 'Strategy, development and revenue AI, from pilot to production.'),
      passage('team', 'About Us', 'Meet Our Team', 'Our leadership team: the founder, the chief technology officer and the heads of engineering.'),
      passage('launch', 'Development', 'After launch', 'We monitor, fix and improve what we launched, for as long as you need.'),
      passage('sizes', 'Elevate', 'Company size', 'For a company with 200 to 2,500 people; the size of the deal does not matter.'),
      ...fillers,
    ]
    const index = createLexicalIndex(agency)
    expect(index.rank('what do you do exactly')[0]).toBe(0)
    expect(index.rank('wat can u do')[0]).toBe(0)
    // "exactly" names no subject: the question holds no less of the services than without it.
    expect(coverageOf(index, 'what do you do exactly', 0)).toBe(coverageOf(index, 'what do you do', 0))
    expect(index.rank('so what do you guys do?')[0]).toBe(0)
    // Asked about something, the frame is not read: "after launch" is the subject.
    expect(index.rank('what do you do after launch')[0]).toBe(2)
    expect(index.rank('size of your company')[0]).toBe(1)
    expect(index.rank('how many people work at ur agency')[0]).toBe(1)
  })

  it('reads "how long does it usually take" as a length of time, the verb and "usually" naming no subject', () => {
    const timed = [
      passage('hero', 'Home', '', 'Implementation time is short.'),
      passage('agents', 'Sales agents', 'What agents will take on first', 'Implementation: agents usually take on the admin first.'),
      ...fillers,
    ]
    const index = createLexicalIndex(timed)
    expect(coverageOf(index, 'how long does implementation usually take', 0)).toBeGreaterThan(coverageOf(index, 'how long does implementation usually take', 1))
  })

  it('reads the words of a trade as the ones its pages write: a DPA, a QBR, Q2, canvassing, publishers, a cookie banner', () => {
    const trade = [
      passage('offer', 'Free offer', 'FAQ', 'We sign your NDA and data processing agreement before the workshop.'),
      passage('content', 'Stakeholder content', 'Where the hours go', 'The quarterly business review pack takes two days to assemble.'),
      passage('roadmap', 'Roadmaps', 'Short horizons', 'Plan one quarter at a time on long foundations.'),
      passage('field', 'Field Sales AI', 'On the doorstep', 'Reps selling door-to-door get a quote on the doorstep.'),
      passage('adtech', 'AdTech AI', 'Yield', 'A floor optimizer for SSPs and the supply side.'),
      passage('privacy', 'Privacy', 'Cookies and storage', 'We ask your consent before any analytics storage.'),
      ...fillers,
    ]
    const index = createLexicalIndex(trade)
    expect(index.rank('do you sign a dpa')[0]).toBe(0)
    expect(index.rank('qbr prep')[0]).toBe(1)
    expect(index.rank('by q2')[0]).toBe(2)
    expect(index.rank('canvassing app')[0]).toBe(3)
    expect(index.rank('tools for publishers')[0]).toBe(4)
    expect(index.rank('cookie banner')[0]).toBe(5)
    // Enough of it found to answer: the banner asks for consent.
    expect(coverageOf(index, 'cookie banner', 5)).toBeGreaterThan(RELEVANT_COVERAGE)
  })

  it('reads "it made stuff up" as an answer that is not true, but not "made up of"; "we tried" names no subject', () => {
    const told = [
      passage('guardrails', 'Stakeholder content', 'Guardrails for accuracy', 'Every figure is checked against its source, so a draft is never wrong.'),
      passage('suite', 'Suite', 'Made for teams', 'Made in two weeks and made up of four modules.'),
      ...fillers,
    ]
    const index = createLexicalIndex(told)
    expect(index.rank('we tried chatgpt and it made stuff up')[0]).toBe(0)
    expect(index.rank('what is the suite made up of')[0]).toBe(1)
    expect(coverageOf(index, 'we tried it and it makes things up', 0)).toBe(coverageOf(index, 'it makes things up', 0))
  })

  it('reads "cancel" as the pausing and month-to-month terms a page writes, and "newest" as naming no subject', () => {
    const terms = [
      passage('faq', 'Launchpad FAQs', 'Can we change modules later?', 'Modules can be added, paused or removed month to month.'),
      passage('blog', 'Blog', 'Browse articles', 'Every article, by topic.'),
      ...fillers,
    ]
    const index = createLexicalIndex(terms)
    expect(coverageOf(index, 'can i cancel anytime', 0)).toBeGreaterThan(0)
    expect(coverageOf(index, 'newest article', 1)).toBe(coverageOf(index, 'article', 1))
  })

  it("reads a contact word typed alone (\"address\") as the agency's, listed with the other ways to reach it", () => {
    const listed = [
      passage('field', 'Field Sales AI', 'Address checks', 'An address check at every address, before the rep knocks.'),
      passage('contact', 'Contact', 'Other ways to reach us', 'Email: hello@example.com. Phone: +1 415 555 0142. Office: 548 Market Street, San Francisco.'),
      ...fillers,
    ]
    const index = createLexicalIndex(listed)
    expect(index.rank('address')[0]).toBe(1)
    expect(index.rank('Address?')[0]).toBe(1)
    // Asked about something, the word is that subject's: "address check" is the field sales page's.
    expect(index.rank('address check')[0]).toBe(0)
  })

  it('reads "do you support X" as what the work connects to, SMS as text messages and reviews as what clients said', () => {
    const read = [
      passage('support', 'Customer Support AI', 'Stacks', 'Support agents answer every customer, with a CRM view of each.'),
      passage('faq', 'Field Sales FAQ', 'Which CRMs do you integrate with?', 'We connect to Salesforce, HubSpot and in-house CRMs.'),
      passage('outreach', 'Telecom', 'Pre-sale outreach', 'Outreach by email and SMS in new build zones.'),
      passage('quote', 'Chipr', "In the Client's Words", 'Our reps finally trust the forecast.'),
      ...fillers,
    ]
    const index = createLexicalIndex(read)
    expect(index.rank('which crm do you support')[0]).toBe(1)
    expect(index.rank('is hubspot supported?')[0]).toBe(1)
    // "supported" asks what the work connects to: the customer support passage holds none of it.
    expect(coverageOf(index, 'is it supported', 0)).toBe(0)
    expect(index.rank('text message outreach')[0]).toBe(2)
    expect(coverageOf(index, 'text message outreach', 2)).toBeGreaterThan(RELEVANT_COVERAGE)
    expect(index.rank('reviews from clients')[0]).toBe(3)
  })

  it('reads "lead gen" as lead generation and prospecting, and "details" as naming no subject', () => {
    const read = [
      passage('sales', 'Sales AI', 'Prospecting Stack', 'Researches accounts and drafts outreach for every territory.'),
      passage('elevate', 'Elevate', 'Three engagement tracks', 'Elevate runs as a pilot, a sprint or a rollout.'),
      ...fillers,
    ]
    const index = createLexicalIndex(read)
    expect(coverageOf(index, 'lead gen', 0)).toBeGreaterThan(0)
    expect(coverageOf(index, 'elevate details', 1)).toBe(coverageOf(index, 'elevate', 1))
  })

  it('reads a metric by its acronym, an optimisation as an optimizer, SOC2 as SOC and "wich" as "which"', () => {
    const read = [
      passage('retention', 'AI use cases', 'Customer Success', 'Weekly churn alerts; watch net revenue retention in the segment.'),
      passage('yield', 'AdTech AI', 'Yield & Floor Optimizer', 'Sets dynamic price floors to lift eCPM.'),
      passage('bundles', 'Sales AI', 'Enterprise bundles', 'SSO, role-based access and audit logs; SOC 2 report on request.'),
      passage('industries', 'Home', 'Domain Expertise', 'Industry playbooks for six industries.'),
      ...fillers,
    ]
    const index = createLexicalIndex(read)
    expect(index.rank('nrr')[0]).toBe(0)
    expect(index.rank('cpm optimisation')[0]).toBe(1)
    expect(index.rank('soc2')[0]).toBe(2)
    expect(coverageOf(index, 'wich industries', 3)).toBe(coverageOf(index, 'industries', 3))
  })

  it('reads a chat message as its question: "I saw" names no subject, a leak is a breach of confidence, an office to visit is where the agency is', () => {
    const read = [
      passage('chipr', 'Chipr', 'Implementation Timeline', 'A 12-week program, from kickoff to rollout.'),
      passage('guardrails', 'Stakeholder content', 'Guardrails for accuracy and confidentiality', 'Drafts never leave your tenant.'),
      passage('field', 'Field Sales AI', 'Visit notes', 'Reps log every visit from the road, far from the office.'),
      passage('contact', 'Contact', 'Other ways to reach us', 'Office: 548 Market Street, San Francisco.'),
      passage('home', 'Home', 'Domain Expertise', 'Industry playbooks for field sales, ad tech, martech, telecom, SMBs and the mid-market.'),
      passage('tracks', 'Elevate', 'Tracks', 'We work with your team, one company at a time.'),
      ...fillers,
    ]
    const index = createLexicalIndex(read)
    expect(coverageOf(index, 'I saw the chipr timeline', 0)).toBe(coverageOf(index, 'the chipr timeline', 0))
    expect(index.rank("how do you make sure the model doesn't leak our data")[0]).toBe(1)
    expect(index.rank('Is there an office I can visit?')[0]).toBe(3)
    expect(index.rank('what kind of companies do you usually work with')[0]).toBe(4)
  })

  it('reads customers who will cancel or leave as churn, robots as automation, and "gonna" as naming no subject', () => {
    const read = [
      passage('retention', 'Telecom AI', 'Churn-Risk Sentinel', 'Combines outage, ticket and billing signals into a churn score.'),
      passage('terms', 'Special Offer', 'Terms', 'You can pause or cancel the engagement at any month end.'),
      passage('jobs', 'The Future of Work', 'Tasks, not roles', 'Automation takes over tasks; people keep the judgment.'),
      passage('team', 'About', 'Our team', 'The people you will work with.'),
      ...fillers,
    ]
    const index = createLexicalIndex(read)
    expect(index.rank('can we see which subscribers are likely to cancel')[0]).toBe(0)
    expect(index.rank('can we cancel the engagement')[0]).toBe(1)
    expect(index.rank('robots?')[0]).toBe(2)
    expect(coverageOf(index, 'gonna work with the team', 3)).toBe(coverageOf(index, 'work with the team', 3))
  })

  it('reads "without replacing" as the systems a buyer already runs, data scientists as a data science team, and opting out as unsubscribing', () => {
    const read = [
      passage('impl', 'AI Implementation', 'Integration', 'Agents wired into the systems you already run, with no rip-and-replace.'),
      passage('jobs', 'Will AI replace jobs?', 'Roles', 'Which roles AI will replace, and which it will change.'),
      passage('guide', 'SMB Guide', '', 'You do not need a data science team to get value from AI.'),
      passage('about', 'About', 'Team', 'Engineers, scientists and designers.'),
      passage('privacy', 'Privacy', 'Newsletter', 'Your consent, which you can withdraw at any time with the unsubscribe link.'),
      passage('offer', 'Offer', 'Terms', 'Opt for the pilot or the full build.'),
      ...fillers,
    ]
    const index = createLexicalIndex(read)
    expect(index.rank('can you add ai without replacing our crm')[0]).toBe(0)
    expect(index.rank('we have no data scientists')[0]).toBe(2)
    expect(index.rank('opt out')[0]).toBe(4)
  })

  it('reads "phone number for sales" as the agency\'s contact details, and "a phone number for support AI" as the support AI', () => {
    const read = [
      passage('contact', 'Contact', 'Other ways to reach us', 'Email: hello@example.com. Phone: +1 (415) 555-0142. Office: 548 Market Street.'),
      passage('sales', 'Sales AI', 'Stacks', 'Sales reps get a coach on every call, and sales leaders a forecast.'),
      passage('support', 'Customer Support AI', 'Voice', 'Support AI that answers your phone number around the clock.'),
      ...fillers,
    ]
    const index = createLexicalIndex(read)
    expect(index.rank('phone number for sales')[0]).toBe(0)
    expect(index.rank('what is the email of your support team')[0]).toBe(0)
    expect(index.rank('a phone number for support ai')[0]).toBe(2)
  })

  it('reads a bot as the chat agents a page writes of', () => {
    const read = [
      passage('support', 'Customer Support AI', 'Resolution stack', 'Chat and email agents that answer and act, and hand over to a human with the context.'),
      passage('mid', 'Mid-Market AI', 'Modules', 'Agents hand over to a human for approval on sensitive actions.'),
      ...fillers,
    ]
    expect(createLexicalIndex(read).rank('can the bot hand over to a human')[0]).toBe(0)
  })

  it('reads "a free trial" as the free offer a page makes, not as any pilot or prototype', () => {
    const offered = [
      passage('prototype', 'Rapid Prototyping', 'Pick the smallest prototype', 'A trial of one feature: the smallest pilot that answers the question.'),
      passage('offer', 'Free Automation Offer', '', 'One workflow automated free: the free offer, for a team that qualifies.'),
      ...fillers,
    ]
    expect(createLexicalIndex(offered).rank('is there a free trial')[0]).toBe(1)
  })

  it('reads a phrase a buyer types as its group\'s other words ("help desk" finds "support"), and "reply" as "replies"', () => {
    const written = [
      passage('support-ai', 'Customer Support AI', 'Stacks', 'Agents that resolve support tickets around the clock.'),
      passage('contact', 'Contact', '', 'An advisor replies within 24 hours.'),
      passage('apps', 'Development', 'Apps', 'Mobile apps for your field teams.'),
      ...fillers,
    ]
    const index = createLexicalIndex(written)
    expect(index.rank('chatbot for our help desk')[0]).toBe(0)
    expect(index.search('reply')[0]).toMatchObject({ id: 1, coverage: 1 })
    // "apply" is a word of its own, not "app" with a suffix.
    expect(stem('apply')).not.toBe(stem('app'))
    expect(stem('reply')).toBe(stem('replies'))
  })

  it('finds a page by the name in its address when its text never writes it', () => {
    const named = [
      passage('case-studies/acme', 'Case study', '', 'How a note-taking software company connected marketing and billing.'),
      passage('case-studies/other', 'Case study', '', 'How a telecom retailer coached its field reps.'),
      ...fillers,
    ]
    const [first] = createLexicalIndex(named).search('results for acme')
    expect(first?.id).toBe(0)
    expect(first?.coverage).toBeGreaterThan(RELEVANT_COVERAGE)
  })

  it('reads "how fast" as hours and days, and "who runs" as a role', () => {
    const asked = [
      passage('contact', 'Contact', '', 'An advisor replies within 24 hours.'),
      passage('replies', 'Support AI', 'Replies', 'Reply drafts in your tone, and replies checked for tone.'),
      passage('team', 'About', 'Meet our team', 'Elena Petrova, Head of Delivery, keeps every pilot on time.'),
      passage('delivery', 'Development', 'Delivery framework', 'Our delivery framework works in two-week sprints.'),
      ...fillers,
    ]
    const index = createLexicalIndex(asked)
    expect(coverageOf(index, 'how fast do you reply', 0)).toBeGreaterThan(coverageOf(index, 'how fast do you reply', 1))
    expect(coverageOf(index, 'who runs delivery', 2)).toBeGreaterThan(coverageOf(index, 'who runs delivery', 3))
  })

  it('reads "do you sell X" as a question about X, the verb naming no subject; "offer" stays a word the site may write', () => {
    const sold = [
      passage('field', 'Field Sales AI', 'Where field sales loses revenue', 'Reps sell door to door and spend evenings in the office.'),
      passage('offer', 'Special offer', '', 'One workflow automated free: our offer to new clients.'),
      ...fillers,
    ]
    const index = createLexicalIndex(sold)
    const coverage = (question: string) => index.search(question)[0]?.coverage ?? 0
    expect(coverage('do you sell office furniture')).toBe(coverage('office furniture'))
    expect(coverage('do you sell office furniture')).toBeLessThan(coverage('we sell office furniture'))
    expect(index.search('do you offer tomatoes').map((hit) => hit.id)).toContain(1)
  })

  it('answers a question about what the agency does or is from the page that offers it before an article that discusses it', () => {
    const offered = [
      passage('blog/coaching', 'Sales coaching', 'Train reps', 'How to train sales reps with AI.'),
      passage('services/sales-ai', 'Sales AI', 'Enablement', 'We train your sales reps: coaching and enablement.'),
      ...fillers,
    ]
    const index = createLexicalIndex(offered)
    expect(index.rank('train sales reps')[0]).toBe(0)
    expect(index.rank('do you train sales reps')[0]).toBe(1)
    // A question about the agency's own ("your") is one too.
    expect(index.rank('your training for sales reps')[0]).toBe(1)
    expect(index.rank('ur training of sales reps')[0]).toBe(1)
  })

  it('finds nothing for a question of stop words, unknown words or numbers alone', () => {
    expect(knowledge.index.rank('what is the')).toEqual([])
    expect(knowledge.index.rank('zebra')).toEqual([])
    // A page writes "24" and "15", but "what's 24 x 15" asks nothing of it.
    const numbered = createLexicalIndex([passage('contact', 'Contact', '', 'An advisor replies within 24 hours; 15 advisors.'), ...fillers])
    expect(numbered.rank("what's 24 x 15")).toEqual([])
    expect(numbered.rank('24 hours')[0]).toBe(0)
  })
})

describe('hybrid retrieval', () => {
  it('fuses rankings by reciprocal rank: agreement wins, and either ranking alone still ranks', () => {
    expect(fuseRankings([[0, 1, 2], [1, 0, 2]], RRF_K)).toEqual([0, 1, 2])
    expect(fuseRankings([[0, 1, 2], [1]])).toEqual([1, 0, 2])
    expect(fuseRankings([[], [3, 1]])).toEqual([3, 1])
    expect(fuseRankings([[4], []])).toEqual([4])
  })

  it('ranks by embedding only when both sides have vectors, dropping what scores 0', () => {
    const vectors = [
      [1, 0],
      [0, 1],
      [0.7, 0.7],
    ]
    expect(rankByEmbedding(vectors, [1, 0.1])).toEqual([0, 2, 1])
    expect(rankByEmbedding(vectors, [-1, 0])).toEqual([])
    expect(rankByEmbedding(null, [1, 0])).toEqual([])
    expect(rankByEmbedding(vectors, [])).toEqual([])
  })

  it(`picks the top ${PROMPT_PASSAGES} passages from words and a meaning half that is sure, together, where the words explain only part of the question`, () => {
    // The embedding is sure of the offer (one passage far above many others); the words find support: both make the top.
    const many = [...passages, ...fillers]
    const sure = { passages: many, index: createLexicalIndex(many) }
    const vectors = many.map((_, i) => (i === 1 ? [1, 0] : [0, 1]))
    const top = retrievePassages(sure, vectors, { question: 'support for our zebra herd', questionEmbedding: [1, 0] })
    expect(top.map((p) => p.id).slice(0, 2).sort()).toEqual(['/offer', '/support'])
    // When one passage holds every word of the question, the words decide the first place.
    const whole = retrievePassages(sure, vectors, { question: 'Do AI agents answer support tickets?', questionEmbedding: [1, 0] })
    expect(whole).toHaveLength(PROMPT_PASSAGES)
    expect(whole[0]?.id).toBe('/support')
  })

  it('lets a meaning half that barely prefers one passage (a guess) not push aside what the words found', () => {
    // Five passages: the best similarity cannot stand far above the rest.
    const vectors = passages.map((_, i) => (i === 1 ? [1, 0] : [0, 1]))
    const top = retrievePassages(knowledge, vectors, { question: 'Do AI agents answer support tickets?', questionEmbedding: [1, 0] })
    // The words' passages first; the guess only fills the last place.
    expect(top.map((p) => p.id)).toEqual(['/support', '/sales', '/offer'])
  })

  it('answers by words alone when the embeddings are missing or do not match the passages', () => {
    const question = { question: 'leadership team', questionEmbedding: [1, 0] }
    expect(retrievePassages(knowledge, null, question)[0]?.id).toBe('/team')
    expect(retrievePassages(knowledge, [[1, 0]], question)[0]?.id).toBe('/team')
  })

  it('answers by embedding alone when the question shares no word with the passages', () => {
    const vectors = passages.map((_, i) => (i === 4 ? [1, 0] : [0, 1]))
    expect(retrievePassages(knowledge, vectors, { question: 'How much?', questionEmbedding: [1, 0] }, 1).map((p) => p.id)).toEqual(['/prices'])
  })

  it("ranks first the passage whose page answers best: its word score plus a share of its page's other passages'", () => {
    const onPages = (...paths: string[]) => paths.map((path, i) => ({ ...passage(`p${i}`, '', '', ''), path }))
    const pages = onPages('/a', '/b', '/b')
    // /a's one passage matches best alone; /b's two each match less, but together its page is about the question.
    expect(rankByPage(pages, [{ id: 0, coverage: 1, score: 1 }, { id: 1, coverage: 1, score: 0.8 }, { id: 2, coverage: 1, score: 0.7 }])).toEqual([1, 2, 0])
    // A page's other passages add PAGE_LIFT of their score: a lone passage well ahead keeps its place.
    const ahead = 0.8 + PAGE_LIFT * 0.1 + 0.01
    expect(rankByPage(pages, [{ id: 0, coverage: 1, score: ahead }, { id: 1, coverage: 1, score: 0.8 }, { id: 2, coverage: 1, score: 0.1 }])).toEqual([0, 1, 2])
    expect(rankByPage(pages, [])).toEqual([])
  })

  it('gives the first place to the passage whose page answers best, the others in their own order', () => {
    const pages = ['/offer', '/support', '/offer', '/offer'].map((path, i) => ({ ...passage(`p${i}`, '', '', ''), path }))
    // The support passage alone matches best, yet the offer's page holds the question throughout.
    const hits = [
      { id: 1, coverage: 1, score: 1 },
      { id: 0, coverage: 1, score: 0.8 },
      { id: 2, coverage: 1, score: 0.6 },
      { id: 3, coverage: 0.5, score: 0.2 },
    ]
    const index: LexicalIndex = { search: () => hits, rank: () => hits.map((hit) => hit.id), unknownWords: () => 0 }
    const top = retrievePassages({ passages: pages, index }, null, { question: 'anything', questionEmbedding: [] })
    expect(top.map((p) => p.id)).toEqual(['/p0', '/p1', '/p2'])
  })

  it('gives nothing when there is nothing to rank', () => {
    expect(retrievePassages({ passages: [], index: createLexicalIndex([]) }, null, { question: 'team', questionEmbedding: [] })).toEqual([])
  })
})

describe('relevance', () => {
  const many = [...passages, ...fillers]
  const site = { passages: many, index: createLexicalIndex(many) }
  const flat = many.map(() => [0, 1])

  it('finds a question relevant when one passage holds most of its words, and then gives its passages', () => {
    const found = retrieve(site, null, { question: 'Who is on your leadership team?', questionEmbedding: [] })
    expect(found.relevant).toBe(true)
    expect(found.passages[0]?.id).toBe('/team')
  })

  it('turns away a question the site shares too few words with: no passages, so no sources', () => {
    expect(retrieve(site, null, { question: 'Zebras quarrel loudly?', questionEmbedding: [] })).toEqual({ passages: [], relevant: false })
    // One common word of four is not enough.
    expect(retrieve(site, flat, { question: 'best pizza team recipes tonight', questionEmbedding: [1, 0] })).toEqual({ passages: [], relevant: false })
  })

  it('finds a chat message of several sentences relevant when one of its sentences is, though no passage holds much of the whole', () => {
    const message = 'Good morning from rainy Leeds. Our support tickets pile up overnight. What would you realistically take off our plate?'
    const found = retrieve(site, null, { question: message, questionEmbedding: [] })
    expect(found.relevant).toBe(true)
    expect(found.passages[0]?.id).toBe('/support')
    // The same words as one sentence: no passage holds enough of it.
    expect(retrieve(site, null, { question: message.replaceAll('. ', ', '), questionEmbedding: [] }).relevant).toBe(false)
    // A message none of whose sentences the site shares enough words with stays turned away.
    expect(retrieve(site, null, { question: 'Hi there, hope all is well. Where can I buy the best pizza in town tonight?', questionEmbedding: [] }).relevant).toBe(false)
  })

  it("ranks a follow-up question with the conversation's subject, and reads relevance from the question itself", () => {
    const asked = (earlier: string, question: string) => retrieve(site, null, { question, questionEmbedding: [], conversation: conversationQuestion([earlier, question]) })
    // Alone, "what does it cost" finds the pricing page; after a question about support, the support passage.
    expect(retrieve(site, null, { question: 'what does it cost?', questionEmbedding: [] }).passages[0]?.id).toBe('/prices')
    expect(asked('tell me about your support agents', 'what does it cost?').passages[0]?.id).toBe('/support')
    // A question that points back and holds no word of its own is relevant through the conversation...
    const followed = asked('who is on your leadership team', 'what does he do?')
    expect(followed.relevant).toBe(true)
    expect(followed.passages[0]?.id).toBe('/team')
    // ...but not one that names what the site never does, nor one that does not point back.
    expect(asked('who is on your leadership team', 'is it going to snow tomorrow?')).toEqual({ passages: [], relevant: false })
    expect(asked('who is on your leadership team', 'zebras quarrel loudly?')).toEqual({ passages: [], relevant: false })
    // A question that names its own subject keeps its own ranking when the conversation leads to the same page.
    const own = retrieve(site, null, { question: 'what are the phases of the free automation offer?', questionEmbedding: [] })
    expect(asked('who is on your leadership team', 'what are the phases of the free automation offer?')).toEqual(own)
  })

  it('turns away a word no page writes that reads as two words run together of which a passage holds only one', () => {
    const halves = [passage('home', 'Home', '', 'Welcome home.'), passage('work', 'How we work', '', 'We work beside your team.'), ...fillers]
    const split = { passages: halves, index: createLexicalIndex(halves) }
    expect(retrieve(split, null, { question: 'can you do my homework', questionEmbedding: [] })).toEqual({ passages: [], relevant: false })
    expect(retrieve(split, null, { question: 'how do you work', questionEmbedding: [] }).relevant).toBe(true)
  })

  it('finds a question in words no page uses relevant when its meaning stands far above every other passage', () => {
    const vectors = many.map((_, i) => (i === 4 ? [1, 0] : [0, 1]))
    const found = retrieve(site, vectors, { question: 'What would I pay?', questionEmbedding: [1, 0] })
    expect(found.relevant).toBe(true)
    expect(found.passages[0]?.id).toBe('/prices')
  })
})
