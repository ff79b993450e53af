/**
 * Privacy policy and terms of service. Plain, specific language about what this site
 * actually does: forms sent through EmailJS, an AI assistant answered through the
 * site's own proxy, a theme preference in local storage, and no tracking cookies.
 */
export interface LegalSection {
  /** The heading's id on the page (a link, e.g. from the assistant's sources, can point at it). */
  id: string
  heading: string
  paragraphs: readonly string[]
  list?: readonly string[]
}

export interface LegalDocument {
  updated: string
  summary: string
  sections: readonly LegalSection[]
}

export const privacyPolicy: LegalDocument = {
  updated: 'November 1, 2026',
  summary:
    'We collect only what you choose to send us, use it to answer you, and never sell it. This page explains what that means in practice.',
  sections: [
    {
      id: 'what-we-collect',
      heading: 'What we collect',
      paragraphs: ['We collect information only when you give it to us:'],
      list: [
        'Contact form: your name, work email, company, phone number and message.',
        'Webinar registration: your name, work email, company, job title and the session you chose.',
        'With a contact or registration, where it came from: the first page you opened on this site in that browser tab and any campaign (utm_) parameters in its address, the page you were on before the form, and the topic of the button that brought you. These travel only inside that same email to us; they are not sent to any analytics or advertising service.',
        'Newsletter: your email address.',
        'AI assistant: the questions you type. Each question, with up to ten earlier messages of the same conversation and the parts of this site\'s own content that match it, goes to our server, which forwards it to our AI provider (OpenAI) to find the matching content and write the answer. Nothing else about you is sent with it.',
      ],
    },
    {
      id: 'how-we-use-it',
      heading: 'How we use it',
      paragraphs: [
        'We use your details to reply to your enquiry, to run the webinars you register for, to send the newsletter you asked for, and to prepare for a consultation you book. We do not sell or rent personal information, and we do not use it for automated decisions about you.',
      ],
    },
    {
      id: 'who-processes-it-for-us',
      heading: 'Who processes it for us',
      paragraphs: [
        'Form submissions are delivered to our inbox by EmailJS. Questions to the AI assistant pass through our own server to our AI provider, which processes them to produce an answer and does not use them to train its models under our agreement; our server holds the provider key, so your browser never talks to the provider directly. Our server counts requests per network address for a few minutes to stop abuse, in memory only; it does not store your questions. Both EmailJS and the AI provider act as processors under contract.',
      ],
    },
    {
      id: 'cookies-and-storage',
      heading: 'Cookies and storage',
      paragraphs: [
        'We do not use advertising or tracking cookies. Your browser stores your colour theme choice (light, dark or system) and, while you fill in a form, a draft of what you typed so that an accidental reload does not lose it. The draft is deleted when the form is sent or the tab is closed. The assistant keeps your conversation in the tab\'s session storage, so it survives moving between pages and a reload, until you start a new conversation or close the tab; it also stores in local storage the embeddings of this site\'s own passages (see below; no personal data) so that they do not have to be computed again on your next visit. For the same tab only, session storage also keeps the page you landed on (with its utm_ parameters) and the last two pages you viewed, so that a form you send can tell us where it came from; it disappears when the tab is closed.',
      ],
    },
    {
      id: 'the-assistants-embeddings-and-daily-budget',
      heading: "The assistant's embeddings and daily budget",
      paragraphs: [
        'To find the parts of this site that answer a question, the assistant compares embeddings: lists of numbers that stand for the meaning of a text, computed by our AI provider. Two kinds are kept for a while, so that the same text is not sent to the provider twice:',
      ],
      list: [
        "Embeddings of this site's own passages: on our server for up to 24 hours, and in your browser's local storage until the site's content changes or you clear this site's data. They describe our pages only, nothing about you.",
        'Embeddings of the questions asked: on our server for up to one hour, filed under a one-way fingerprint of the question rather than its text, and not linked to your address or to your other questions. Your browser does not keep them.',
        "A daily budget: the assistant may call our AI provider only a set number of times per day for the whole site. When the day's budget is spent, the assistant says so and points you to the contact form until the budget renews the next day (UTC); nothing about you is recorded when that happens.",
      ],
    },
    {
      id: 'how-long-we-keep-it',
      heading: 'How long we keep it',
      paragraphs: [
        'Enquiries and registrations are kept for up to 24 months after our last contact with you, then deleted. You can unsubscribe from the newsletter at any time with the link in every issue.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      paragraphs: [
        'You can ask us for a copy of your information, to correct it, or to delete it. Write to us at the address below and we will answer within 30 days.',
      ],
    },
  ],
}

export const termsOfService: LegalDocument = {
  updated: 'November 1, 2026',
  summary: 'The short version: use the site and its free resources fairly, and treat its content as guidance, not a contract.',
  sections: [
    {
      id: 'using-this-website',
      heading: 'Using this website',
      paragraphs: [
        'You may read, share and link to the content on this site. You may not copy it wholesale for commercial use, attempt to disrupt the site, or use the forms or the AI assistant to send spam or unlawful content.',
      ],
    },
    {
      id: 'information-not-advice',
      heading: 'Information, not advice',
      paragraphs: [
        'Articles, playbooks, figures and case studies describe typical results from our work. Your results depend on your data, processes and team. Nothing on this site is a binding offer; scope, price and timelines are agreed in a written statement of work.',
      ],
    },
    {
      id: 'the-ai-assistant',
      heading: 'The AI assistant',
      paragraphs: [
        'The assistant answers from our published material and can be wrong. Do not enter confidential or personal information about others. For pricing or implementation details, book a call with our team.',
      ],
    },
    {
      id: 'the-free-workflow-automation-offer',
      heading: 'The free workflow automation offer',
      paragraphs: ['The free automation offer is subject to its own eligibility rules:'],
      list: [
        'Your company has 50 or more employees.',
        'The workflow’s data is reachable through an API.',
        'An executive sponsor joins a 30-minute check-in each week.',
        'Six slots are available per quarter; we confirm selection within 5 business days.',
      ],
    },
    {
      id: 'liability',
      heading: 'Liability',
      paragraphs: [
        'The site is provided as is. To the extent the law allows, we are not liable for losses arising from the use of the site or its free resources.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes',
      paragraphs: ['We may update these terms; the date above shows the latest version.'],
    },
  ],
}
