import { site } from '~/config/site'

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

const { controllerName, postalAddress, email: privacyEmail, noticeDate } = site.privacy

/** The privacy notice, written from the controller's details in src/config/site.ts. */
export const privacyPolicy: LegalDocument = {
  updated: noticeDate,
  summary:
    'We collect only what you choose to send us, use it to answer you, and never sell it. This page explains what that means in practice.',
  sections: [
    {
      id: 'who-is-responsible',
      heading: 'Who is responsible',
      paragraphs: [
        `${controllerName} is the controller of the personal data collected through this website: we decide why and how it is used.`,
        `Postal address: ${postalAddress}. Email: ${privacyEmail}.`,
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'What we collect',
      paragraphs: ['We collect information only when you give it to us:'],
      list: [
        'Contact form: your name, work email, company, phone number and message.',
        'Webinar registration: your name, work email, company, job title and the session you chose.',
        'With a contact or registration, where it came from: the first page you opened on this site in that browser tab and any campaign (utm_) parameters in its address, the page you were on before the form, and the topic of the button that brought you. These travel only inside that same email to us; they are not sent to any analytics or advertising service.',
        'Newsletter: your email address.',
        'Recording request (for a webinar that has taken place): your email address, your yes to being emailed, and the session.',
        'AI assistant: the questions you type. Each question, with up to ten earlier messages of the same conversation and the parts of this site\'s own content that match it, goes to our server, which forwards it to our AI provider (OpenAI) to find the matching content and write the answer. Nothing else about you is sent with it.',
      ],
    },
    {
      id: 'why-we-use-it-and-on-what-legal-basis',
      heading: 'Why we use it, and on what legal basis',
      paragraphs: [
        'We do not sell or rent personal information, and we do not use it for automated decisions about you. Each use has its own legal basis under the GDPR:',
      ],
      list: [
        'Contact form: to answer your request and take the steps you ask for before any contract (Art. 6(1)(b)). Where the request came from on this site: our legitimate interest in knowing which pages bring enquiries (Art. 6(1)(f)).',
        'Webinar registration: to run the session you signed up for and send you its details (Art. 6(1)(b)).',
        'Newsletter: your consent (Art. 6(1)(a)), which you can withdraw at any time with the unsubscribe link in every issue.',
        'Recording request: your consent, given with the tick box (Art. 6(1)(a)), to email you the recording you asked for.',
        'AI assistant: our legitimate interest in answering questions about our services (Art. 6(1)(f)). Please do not type personal details into it.',
      ],
    },
    {
      id: 'who-processes-it-for-us',
      heading: 'Who processes it for us',
      paragraphs: [
        'Form submissions are delivered to our inbox by EmailJS. Questions to the AI assistant pass through our own server to our AI provider, which processes them to produce an answer and does not use them to train its models under our agreement; our server holds the provider key, so your browser never talks to the provider directly. Our server counts requests per network address for a few minutes to stop abuse, in memory only (its own, or a store its instances share), and then forgets them; it does not store your questions. Both EmailJS and the AI provider act as processors under contract.',
      ],
    },
    {
      id: 'processors-and-transfers-outside-the-eea',
      heading: 'Processors and transfers outside the EEA',
      paragraphs: ['Two processors handle personal data for us, each under a data processing agreement:'],
      list: [
        'EmailJS delivers form submissions (contact, registration, newsletter, recording request) to our inbox.',
        'Our AI provider (OpenAI) computes embeddings and writes the assistant\'s answers.',
        'Both may process data outside the European Economic Area, including in the United States. These transfers rely on the European Commission\'s standard contractual clauses (and, where the recipient is certified, the EU-US Data Privacy Framework). Ask us for a copy of the safeguards.',
      ],
    },
    {
      id: 'cookies-and-storage',
      heading: 'Cookies and storage',
      paragraphs: [
        'We do not use advertising or tracking cookies. Your browser stores your color theme choice (light, dark or system) and, while you fill in a form, a draft of what you typed so that an accidental reload does not lose it. The draft is deleted when the form is sent or the tab is closed. The assistant keeps your conversation in the tab\'s session storage, so it survives moving between pages and a reload, until you start a new conversation or close the tab; it also stores in local storage the embeddings of this site\'s own passages (see below; no personal data) so that they do not have to be computed again on your next visit. For the same tab only, session storage also keeps the page you landed on (with its utm_ parameters) and the last two pages you viewed, so that a form you send can tell us where it came from; it disappears when the tab is closed.',
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
      paragraphs: ['We keep each kind of data only as long as we need it:'],
      list: [
        'Enquiries and webinar registrations: up to 24 months after our last contact with you, then deleted.',
        'Recording requests: up to 12 months after we send the recording.',
        'Newsletter: until you unsubscribe; your address is deleted within 30 days after that.',
        'Our email provider (EmailJS): it passes each submission on to our inbox and keeps its sending history for at most 30 days.',
        "The assistant: questions are not stored; question embeddings for up to one hour and the site's passage embeddings for up to 24 hours on our server (see above); request counts per network address for a few minutes, in memory (the server's own or a store its instances share).",
        'In your browser: drafts until the form is sent or the tab is closed; the conversation and the pages you viewed until the tab is closed; the theme choice and passage embeddings until you clear this site\'s data.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      paragraphs: [
        `You can ask us for access to your data, to correct it, to erase it, or to restrict its use; you can object to any use based on our legitimate interest, and take back a consent at any time. Write to ${privacyEmail} or to ${postalAddress}; we answer within one month.`,
      ],
    },
    {
      id: 'complaints',
      heading: 'Complaints',
      paragraphs: [
        'You have the right to complain to a data protection supervisory authority, in particular in the EU or EEA country where you live, work or think the law was broken. We would be glad to hear from you first.',
      ],
    },
    {
      id: 'date-of-this-notice',
      heading: 'Date of this notice',
      paragraphs: [`This notice is dated ${noticeDate}. When it changes, we update this page and its date.`],
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
