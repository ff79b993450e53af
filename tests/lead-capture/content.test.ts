import { describe, expect, it } from 'vitest'
import { articleList, newestArticles } from '~/content/articles'
import { contactFields, contactPage, contactToasts } from '~/content/contact'
import { defaultWebinarTitle, directEmail } from '~/content/lead-capture'
import { pages } from '~/content/registry'
import { thankYouPage } from '~/content/thank-you'
import { registrationFields, registrationPage, registrationToasts } from '~/content/webinar-registration'

describe('lead capture words', () => {
  it('use the spec strings character for character', () => {
    expect(pages['/contact'].heading).toBe('Talk to an AI Advisor')
    expect(contactPage.sending).toBe('Sending...')
    expect(contactToasts).toEqual({ failureTitle: 'Error', failureDescription: 'Something went wrong. Please try again.' })
    expect(pages['/webinar-registration'].heading).toBe('Register for Webinar')
    expect(defaultWebinarTitle).toBe('Upcoming Webinar')
    expect(registrationPage).toMatchObject({ backLabel: 'Back to Webinars', submit: 'Register Now', sending: 'Registering...' })
    expect(registrationToasts).toEqual({
      successTitle: 'Registration Successful!',
      successDescription: "You'll receive an email with webinar details shortly.",
      failureTitle: 'Registration Failed',
      failureDescription: 'Please try again or contact support.',
    })
    expect([thankYouPage.heading, thankYouPage.text].join(' ')).toBe(
      "Thank You! We've received your message and will get back to you within 24 hours.",
    )
    expect(thankYouPage.viewAll).toBe('View All Articles')
  })

  it('give the registration fields the spec placeholders and a visible label each', () => {
    expect(Object.fromEntries(Object.entries(registrationFields).map(([name, field]) => [name, field.placeholder]))).toEqual({
      name: 'Your name',
      email: 'Work email',
      company: 'Company name',
      jobTitle: 'Job title',
    })
    for (const field of [...Object.values(registrationFields), ...Object.values(contactFields)]) expect(field.label.length).toBeGreaterThan(1)
  })

  it('promise a reply within 24 hours on the contact page', () => {
    expect(contactPage.replyPromise).toContain('within 24 hours')
  })

  it('offer the newest articles as the latest insights: none left out is newer than one shown', () => {
    const latest = newestArticles(thankYouPage.articleCount)
    expect(latest.map((article) => article.slug)).toEqual(['stakeholder-content-automation', 'ai-jobs-article', 'smb-ai-guide'])
    const oldestShown = Math.min(...latest.map((article) => Date.parse(article.published)))
    expect(articleList.filter((article) => !latest.includes(article) && Date.parse(article.published) > oldestShown)).toEqual([])
  })

  it('turn a booking topic into a sensible opening line', () => {
    expect(contactPage.topicMessage('Strategy call')).toBe("I'd like to talk about: Strategy call.\n\n")
    expect(contactPage.topicMessage('Marketing AI demo.')).toBe("I'd like to talk about: Marketing AI demo.\n\n")
  })

  it('never leave an empty "when" in the registration email fallback', () => {
    const body = directEmail.registrationBody({ title: 'Upcoming Webinar', when: '' }, ['Name: Ada', 'Company: AE', 'Job title: CTO'])
    expect(body.split('\n')[0]).toBe('Please register me for "Upcoming Webinar".')
  })
})
