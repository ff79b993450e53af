import { site } from '~/config/site'

/**
 * Privacy policy and terms of service. Plain, specific language about what this site
 * actually does: forms sent through EmailJS, an AI assistant answered through the
 * site's own proxy (with one session cookie that counts questions), a theme preference
 * in local storage, and no tracking cookies.
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

const { controllerName, postalAddress, email: privacyEmail, noticeDate, euRepresentative, aiProvider, aiProviderRetentionDays } = site.privacy

/** What the AI provider itself keeps of what our server sends it (its own retention, from the settings). */
const providerRetention =
  aiProviderRetentionDays > 0
    ? `${aiProvider} itself keeps what our server sends it (questions, the conversation and the matching passages) for up to ${aiProviderRetentionDays} days to detect abuse, then deletes it, and does not use it to train its models.`
    : `${aiProvider} keeps nothing of what our server sends it once the answer is written (zero data retention), and does not use it to train its models.`

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
        // Only a controller outside the EU has one (GDPR Art. 27): said only when the settings name one.
        ...(euRepresentative ? [`Our representative in the European Union (GDPR Art. 27): ${euRepresentative}.`] : []),
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
        `AI assistant: the questions you type (see "The assistant" below), and, to keep it available to everyone, counts of the questions from your browser and of the requests from your network address.`,
      ],
    },
    {
      id: 'do-you-have-to-give-us-your-data',
      heading: 'Do you have to give us your data?',
      paragraphs: [
        'No law or contract requires you to give us any personal data, and you can read this whole site without giving any. Each form needs the fields it asks for, because without them we cannot do what you ask: without your name, email, company, phone and message we cannot reply to a contact request; without your name, email, company and job title we cannot save your webinar seat or send the joining link; without your email we cannot send the newsletter or a recording. Nothing else happens if you leave a form unsent.',
        'The assistant needs only your question. It cannot answer without the session cookie described below; if your browser refuses it, use the contact form instead.',
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
        'Webinar registration: to run the session you signed up for and send you its details (Art. 6(1)(b)). Where the registration came from on this site: our legitimate interest in knowing which pages bring sign-ups (Art. 6(1)(f)).',
        'Newsletter: your consent (Art. 6(1)(a)), which you can withdraw at any time with the unsubscribe link in every issue.',
        'Recording request: your consent, given with the tick box (Art. 6(1)(a)), to email you the recording you asked for.',
        'AI assistant: our legitimate interest in answering questions about our services (Art. 6(1)(f)). Please do not type personal details into it.',
        'Counting requests per session and per network address (the assistant\'s daily allowance and its limits against abuse): our legitimate interest in keeping the assistant available to everyone and the service within its budget (Art. 6(1)(f)). You can object to it; the assistant then cannot answer you, and the contact form can.',
      ],
    },
    {
      id: 'who-processes-it-for-us',
      heading: 'Who processes it for us',
      paragraphs: [
        `Form submissions are delivered to our inbox by EmailJS. Questions to the AI assistant pass through our own server to our AI provider (${aiProvider}), which processes them to produce an answer; our server holds the provider key, so your browser never talks to the provider directly. ${providerRetention} Both EmailJS and the AI provider act as processors under contract.`,
      ],
    },
    {
      id: 'processors-and-transfers-outside-the-eea',
      heading: 'Processors and transfers outside the EEA',
      paragraphs: ['Two processors handle personal data for us, each under a data processing agreement:'],
      list: [
        'EmailJS delivers form submissions (contact, registration, newsletter, recording request) to our inbox.',
        `Our AI provider (${aiProvider}) computes embeddings and writes the assistant's answers.`,
        'Both may process data outside the European Economic Area, including in the United States. These transfers rely on the European Commission\'s standard contractual clauses (and, where the recipient is certified, the EU-US Data Privacy Framework). Ask us for a copy of the safeguards.',
      ],
    },
    {
      id: 'cookies-and-storage',
      heading: 'Cookies and storage',
      paragraphs: [
        'We do not use advertising or tracking cookies. The only cookie is the assistant\'s session cookie, set when you ask your first question (see "The assistant" below). Your browser stores your color theme choice (light, dark or system) and, while you fill in a form, a draft of what you typed so that an accidental reload does not lose it. The draft is deleted when the form is sent or the tab is closed. The assistant keeps your conversation in the tab\'s session storage, so it survives moving between pages and a reload, until you start a new conversation or close the tab. For the same tab only, session storage also keeps the page you landed on (with its utm_ parameters) and the last two pages you viewed, so that a form you send can tell us where it came from; it disappears when the tab is closed.',
      ],
    },
    {
      id: 'the-assistant',
      heading: 'The assistant',
      paragraphs: [
        `When you ask the assistant a question, your browser sends it, with up to ten earlier messages of the conversation, to our server. Our server sends the question to our AI provider (${aiProvider}) to compute its embedding (a list of numbers that stands for its meaning), finds the passages of this site that match it, and sends the question, the conversation and those passages to ${aiProvider} to write the answer. ${providerRetention}`,
        'Two things let it answer everyone fairly:',
      ],
      list: [
        "A session cookie, assistant_session, set by our server on your first question: it holds a random identifier and its signature, nothing about you. It is sent only to the assistant (Path=/api/ai), cannot be read by the page's scripts (HttpOnly), is never sent along from another site (SameSite=Strict), travels only over https where the site uses it (Secure), and expires 24 hours after it is set. It is used only to count this browser's questions against a daily allowance of 20 questions.",
        "Counts on our server, each deleted when its period ends: questions per session per day (UTC); calls to our AI provider per network address per day (UTC), capped at 5% of the site's daily budget; and requests per network address per 5 minutes (40 at most, against abuse).",
      ],
    },
    {
      id: 'what-the-assistant-keeps',
      heading: 'What the assistant keeps, and for how long',
      paragraphs: ['Besides the cookie and the counts above:'],
      list: [
        "A daily budget: the assistant may call our AI provider only a set number of times per day for the whole site. When it is spent, or your browser's allowance is, the assistant says so and points you to the contact form until the next day (UTC); nothing more about you is recorded when that happens.",
        "Embeddings of this site's own passages, on our server for as long as this version of the site is online. They describe our pages, nothing about you; your browser does not store them.",
        'The embedding of a question, on our server for up to one hour, filed under a one-way fingerprint (hash) of its text rather than the text itself, and not linked to your cookie, your address or your other questions. Your browser does not keep it.',
        "Your conversation, in your browser's session storage for the tab (see above). Our server does not store your questions or the answers.",
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
        "The assistant: our server stores no questions or answers; a question's embedding for up to one hour; the site's passage embeddings while this version of the site is online; the session cookie for 24 hours; the counts per session and per network address until their day (UTC) or their 5 minutes end (see \"The assistant\" above).",
        `Our AI provider (${aiProvider}): ${aiProviderRetentionDays > 0 ? `up to ${aiProviderRetentionDays} days, for its abuse monitoring, then deleted` : 'nothing once the answer is written'}.`,
        'In your browser: drafts until the form is sent or the tab is closed; the conversation and the pages you viewed until the tab is closed; the theme choice until you clear this site\'s data; the assistant\'s cookie for 24 hours.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights',
      paragraphs: [
        `You can ask us for access to your data, to correct it, to erase it, or to restrict its use; to receive the data you gave us in a structured, commonly used, machine-readable format (such as CSV or JSON) or to have it sent straight to another organization (data portability); you can object to any use based on our legitimate interest, and take back a consent at any time. Write to ${privacyEmail} or to ${postalAddress}; we answer within one month.`,
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
