/**
 * The words buyers type and the words a consultancy's pages write, for the lexical half of
 * retrieval (src/shared/lexical-index.ts). General business vocabulary, not written for any
 * one question or page: a question's word also finds its group's other words, weighed less
 * than the word itself, so a page that writes the buyer's own word still ranks first.
 */

/** Words that fill a chat question and name no subject. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about above after again all also am an and any are as at be because been before being below between both but by can could ' +
    'did do does doing done down during each few for from further get got had has have having he her here hers him his how i if in ' +
    'into is it its itself just know let like me more most much my no nor not now of off on once only or other our ours out over ' +
    'please same she should so some such tell than that the their theirs them then there these they this those through to too under ' +
    'until up us very want was we were what when where which while who whom why will with would you your yours ' +
    // fillers buyers type into a chat box, which name no subject
    'actually anybody anyone anything basically details everyone exactly guys hello hey hi kind lot ok okay pls really somebody someone something sort stuff sure thanks thing things versus vs whats yeah ' +
    // the frame of a question, which names no subject either ("what does the offer include")
    'describe difference explain include included includes including mean means ' +
    // how often, the verb of "how long does it take", what was tried: none names a subject ("we tried it")
    'generally normally often typically usually take takes tried ' +
    // what the visitor saw or heard before asking ("I saw the case study")
    'saw seen heard noticed ' +
    // how new, which names no subject either ("the newest article"): a list shows its newest first
    'latest newest recent ' +
    // contractions (read with a straight apostrophe), and as typed in a hurry, without one
    "aren't can't cannot couldn't didn't doesn't don't hasn't haven't i'd i'll i'm i've isn't it'll let's shouldn't that's " +
    "there's they're they've wasn't we'd we'll we're we've weren't what's who's won't wouldn't you'd you'll you're you've " +
    'arent cant couldnt didnt doesnt dont hasnt havent hows im isnt ive shouldnt thats theres theyre wasnt werent ' +
    'wheres whos wont wouldnt youre ' +
    // chat spellings of question words, and of going, want and got to
    'abt gonna gotta hw pls plz thx ur wanna wat wht wut ya ' +
    // question words as typed in a hurry
    'hwo teh waht whta whcih wich wher'
  ).split(' '),
)

/** Common business abbreviations and what they stand for: a page may write either. */
export const ABBREVIATIONS: Readonly<Record<string, string>> = {
  ceo: 'chief executive officer',
  cto: 'chief technology officer',
  cfo: 'chief financial officer',
  coo: 'chief operating officer',
  cmo: 'chief marketing officer',
  cro: 'chief revenue officer',
  vp: 'vice president',
  hr: 'human resources',
  isp: 'internet service provider',
  nda: 'non-disclosure agreement',
  poc: 'proof of concept',
  mvp: 'minimum viable product',
  llm: 'large language model',
  ml: 'machine learning',
  ux: 'user experience',
  ui: 'user interface',
  roi: 'return on investment',
  ip: 'intellectual property',
  sso: 'single sign-on',
  kpi: 'key performance indicator',
  sla: 'service level agreement',
  smb: 'small business',
  rag: 'retrieval-augmented generation',
  saas: 'software as a service',
  crm: 'customer relationship management',
  erp: 'enterprise resource planning',
  seo: 'search engine optimisation',
  nlp: 'natural language processing',
  qa: 'quality assurance',
  sdr: 'sales development representative',
  gtm: 'go-to-market',
  cx: 'customer experience',
  revops: 'revenue operations',
  rfp: 'request for proposal',
  dpa: 'data processing agreement',
  nrr: 'net revenue retention',
  grr: 'gross revenue retention',
  arr: 'annual recurring revenue',
  mrr: 'monthly recurring revenue',
  ltv: 'lifetime value',
  cac: 'customer acquisition cost',
  arpu: 'average revenue per user',
  nps: 'net promoter score',
  csat: 'customer satisfaction',
  aht: 'average handle time',
  fcr: 'first call resolution',
  qbr: 'quarterly business review',
  b2b: 'business to business',
  b2c: 'business to consumer',
  pii: 'personally identifiable information',
  sow: 'statement of work',
  msa: 'master services agreement',
}

/**
 * Groups of words a buyer and a page use for the same thing. Every word of a group finds
 * the others; a group may hold a phrase, found when a passage holds its words.
 */
export const RELATED_WORDS: readonly (readonly string[])[] = [
  // money
  ['price', 'pricing', 'cost', 'fee', 'quote', 'rate', 'charge', 'billing', 'budget'],
  ['free', 'complimentary', 'no-cost'],
  // trying the work for free: what a free offer gives
  ['free trial', 'try for free', 'try it free', 'free pilot', 'free offer', 'free automation'],
  ['cheap', 'affordable', 'inexpensive', 'budget'],
  ['save', 'savings', 'roi', 'return on investment', 'payback'],
  // who the buyer is
  ['startup', 'start-up', 'small business', 'smb', 'seed-stage', 'early-stage'],
  ['company', 'business', 'firm', 'organisation', 'organization'],
  ['enterprise', 'large company', 'corporation', 'mid-market'],
  ['employees', 'staff', 'people', 'headcount', 'workforce', 'person', 'personnel'],
  ['small', 'tiny', 'micro'],
  ['hospital', 'clinic', 'healthcare', 'health', 'medical', 'patient'],
  ['bank', 'banking', 'finance', 'financial', 'fintech'],
  ['shop', 'store', 'retail', 'ecommerce', 'e-commerce'],
  ['martech', 'marketing technology', 'marketing automation', 'marketing software', 'marketing platform', 'email platform', 'customer data platform', 'cdp'],
  ['ad', 'ads', 'advert', 'adverts', 'advertising', 'advertisement', 'advertisements'],
  ['adtech', 'ad tech', 'ad-tech', 'programmatic', 'dsp', 'media buying', 'media buyer', 'media buyers', 'ad buying', 'trading desk', 'traders', 'publisher', 'publishers', 'ssp', 'ssps', 'supply side'],
  ['telco', 'telecom', 'telecommunications', 'isp', 'carrier', 'carriers', 'broadband', 'cable', 'operator', 'operators', 'internet provider'],
  ['department', 'departments', 'function', 'functions', 'team', 'teams'],
  ['industry', 'industries', 'sector', 'sectors', 'vertical', 'verticals', 'domain', 'domains', 'market', 'markets'],
  // the agency
  ['founded', 'founder', 'co-founder', 'owner', 'started'],
  ['team', 'staff', 'people', 'leadership', 'experts'],
  ['bio', 'bios', 'biography', 'profile', 'profiles', 'background'],
  ['boss', 'head', 'lead', 'leader', 'director', 'chief'],
  ['experience', 'track record', 'years', 'expertise'],
  ['testimonials', 'testimonial', 'reviews', "in the client's words", 'what clients say'],
  ['clients', 'customers', 'references', 'case study', 'case studies', 'success stories', 'results', 'portfolio'],
  ['partner', 'vendor', 'agency', 'consultancy', 'consultants', 'consulting', 'consultant', 'advisory', 'advisors'],
  ['strategy', 'strategic', 'roadmap', 'planning'],
  ['different', 'differentiators', 'unique', 'stand out', 'compare', 'competitors', 'alternatives'],
  // getting in touch
  ['talk', 'speak', 'call', 'contact', 'reach', 'meeting', 'consultation', 'advisor'],
  ['book', 'booking', 'schedule', 'appointment', 'calendar'],
  ['email', 'e-mail', 'mail', 'inbox'],
  ['sms', 'text message', 'text messages', 'texting', 'texts', 'whatsapp'],
  ['reply', 'replies', 'respond', 'response', 'answer', 'get back'],
  ['phone', 'telephone', 'voice', 'call'],
  ['human', 'person', 'someone', 'agent', 'people'],
  // working together
  ['quick', 'quickly', 'fast', 'faster', 'rapid', 'speed', 'soon', 'turnaround'],
  ['24/7', 'around the clock', 'round the clock', 'after hours', 'after-hours', 'overnight', 'night', 'nights', 'nite', 'evenings', 'weekend', 'weekends', 'out of hours', 'always on'],
  ['ship', 'launch', 'deliver', 'release', 'deploy', 'go live', 'rollout'],
  ['timeline', 'duration', 'schedule', 'weeks', 'months'],
  ['quarter', 'quarters', 'quarterly', 'q1', 'q2', 'q3', 'q4'],
  ['start', 'begin', 'kick-off', 'kickoff', 'onboarding', 'first step'],
  ['pilot', 'trial', 'proof of concept', 'poc', 'prototype', 'mvp', 'experiment'],
  ['test', 'testing', 'tested', 'evaluate', 'evaluation', 'eval', 'evals', 'validate', 'validation', 'benchmark', 'qa'],
  ['gradual', 'gradually', 'stages', 'staged', 'phased', 'incremental', 'step by step', 'rollout'],
  ['minimum', 'eligible', 'eligibility', 'qualify', 'requirements', 'criteria', 'prerequisites'],
  ['contract', 'agreement', 'terms', 'commitment'],
  ['reuse', 'republish', 'repost', 'reproduce', 'copyright', 'license', 'permission', 'share'],
  ['package', 'packages', 'bundle', 'bundles', 'tier', 'tiers', 'option', 'options'],
  ['demo', 'demonstration', 'walkthrough', 'showcase', 'see it working'],
  ['cancel', 'cancellation', 'terminate', 'lock-in', 'exit', 'stop', 'pause', 'month to month'],
  ['own', 'ownership', 'owns', 'intellectual property', 'ip', 'source code', 'handover'],
  ['confidential', 'confidentiality', 'nda', 'non-disclosure', 'leak', 'leaks', 'leaked', 'leakage', 'breach'],
  ['maintenance', 'maintain', 'support', 'retainer', 'ongoing'],
  // what gets built
  ['chatbot', 'chatbots', 'bot', 'bots', 'assistant', 'copilot', 'copilots', 'virtual agent', 'ai agent', 'agents', 'chat agent', 'chat agents'],
  ['gpt', 'chatgpt', 'genai', 'generative', 'llm', 'llms', 'language model', 'openai', 'anthropic', 'claude'],
  ['app', 'application', 'mobile', 'ios', 'android'],
  ['docs', 'documents', 'documentation', 'knowledge base', 'wiki', 'manuals'],
  ['multilingual', 'languages', 'translation', 'translate', 'localisation', 'localization', 'spanish', 'french', 'german', 'italian', 'portuguese', 'dutch', 'polish', 'arabic', 'chinese', 'mandarin', 'japanese', 'korean', 'hindi'],
  ['website', 'web', 'site', 'portal'],
  ['integrate', 'integration', 'connect', 'connector', 'api', 'plug'],
  ['crm', 'salesforce', 'hubspot', 'pipeline'],
  ['data science', 'data scientist', 'data scientists', 'data team', 'data teams'],
  ['data', 'database', 'warehouse', 'pipeline', 'etl'],
  ['automate', 'automation', 'automated', 'workflow', 'workflows', 'robot', 'robots'],
  ['design', 'designer', 'designers', 'ux', 'ui', 'user experience'],
  ['custom', 'bespoke', 'tailored', 'build'],
  ['tech', 'technology', 'technologies', 'stack', 'tech stack', 'tools', 'framework', 'frameworks', 'languages'],
  ['quality', 'test coverage', 'code review', 'reliable', 'reliability', 'standards'],
  // what the work is about
  ['customer support', 'customer service', 'helpdesk', 'help desk', 'tickets', 'support'],
  ['sales', 'sell', 'selling', 'revenue', 'deals', 'reps'],
  ['lead gen', 'lead generation', 'demand gen', 'demand generation', 'prospecting', 'pipeline generation'],
  ['door to door', 'door-to-door', 'doorstep', 'canvassing', 'canvass', 'canvasser', 'canvassers', 'house to house', 'knocking on doors', 'door knocking'],
  ['marketing', 'campaigns', 'newsletter', 'newsletters', 'email marketing', 'content'],
  ['write', 'writing', 'draft', 'drafts', 'copy', 'copywriting', 'content'],
  ['hire', 'hiring', 'recruit', 'recruiting', 'recruitment', 'talent', 'candidates', 'screening'],
  ['resume', 'resumes', 'cv', 'cvs', 'candidate'],
  ['forecast', 'forecasting', 'predict', 'prediction', 'projection'],
  ['report', 'reports', 'reporting', 'dashboard', 'analytics'],
  ['optimize', 'optimise', 'optimization', 'optimisation', 'optimizer', 'optimiser'],
  ['cpm', 'ecpm', 'cost per mille', 'cost per thousand'],
  ['admin', 'paperwork', 'busywork', 'data entry', 'manual', 'manual work'],
  ['results', 'outcomes', 'impact', 'metrics', 'kpis', 'measure'],
  ['scale', 'scaling', 'grow', 'growth', 'expand'],
  ['cloud', 'aws', 'azure', 'gcp', 'google cloud'],
  ['deploy', 'deployment', 'devops', 'infrastructure', 'ci/cd'],
  ['hosting', 'hosted', 'self-hosted', 'on-premise', 'on-premises', 'on-prem', 'private cloud', 'cloud'],
  ['churn', 'attrition', 'cancellations', 'retention'],
  ['invoice', 'invoices', 'billing', 'accounts payable', 'finance'],
  ['train', 'training', 'coaching', 'enablement', 'roleplay', 'onboarding'],
  ['job', 'jobs', 'role', 'roles', 'employment', 'replace', 'workforce'],
  ['skills', 'skill', 'reskill', 'reskilling', 'upskill', 'upskilling', 'learning', 'training'],
  ['hate', 'hates', 'dislike', 'frustrated', 'frustrating', 'annoying', 'struggle', 'struggling', 'pain', 'pain point', 'problem', 'problems', 'challenge', 'challenges'],
  ['worried', 'worry', 'scared', 'afraid', 'fear', 'fears', 'anxious', 'anxiety', 'nervous', 'concerns', 'resistance', 'pushback', 'skeptical', 'sceptical'],
  // trust
  ['hallucinate', 'hallucinates', 'hallucination', 'accuracy', 'accurate', 'mistakes', 'errors', 'wrong', 'grounded', 'fact-check', 'verify'],
  ['secure', 'security', 'safe', 'encryption', 'encrypted', 'compliance', 'soc'],
  ['cookie banner', 'cookie consent', 'consent banner', 'consent'],
  ['opt out', 'opt-out', 'unsubscribe', 'withdraw', 'refuse', 'decline'],
  ['privacy', 'private', 'personal data', 'data protection', 'gdpr'],
  ['store', 'keep', 'retain', 'retention', 'save'],
  ['chats', 'chat', 'conversations', 'messages', 'questions', 'assistant'],
  // learning more
  ['whitepaper', 'whitepapers', 'ebook', 'ebooks', 'e-book', 'guide', 'guides', 'playbook', 'playbooks', 'pdf', 'download', 'resources'],
  ['webinar', 'webinars', 'event', 'events', 'workshop', 'session', 'recording', 'recordings'],
  ['blog', 'articles', 'article', 'insights', 'posts'],
  ['example', 'examples', 'use case', 'use cases', 'ideas'],
]
