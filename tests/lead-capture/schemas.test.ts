import { describe, expect, it } from 'vitest'
import type { FormValues } from '@machines/form-values'
import { contactForm } from '~/features/lead-capture/contact.lead-form'
import { newsletterForm } from '~/features/lead-capture/newsletter.lead-form'
import { registrationForm } from '~/features/lead-capture/registration.lead-form'
import { checkWith, schemaOf } from '~/features/lead-capture/schemas'

const contactSchema = schemaOf(contactForm)
const registrationSchema = schemaOf(registrationForm)
const newsletterSchema = schemaOf(newsletterForm)

const errorsOf = (schema: Parameters<typeof checkWith>[0]) => (values: FormValues) => checkWith(schema)(values).errors
const validateContact = errorsOf(contactSchema)
const validateRegistration = errorsOf(registrationSchema)
const contact = { name: 'Jo', email: 'jo@acme.com', company: 'Ac', phone: '0123456789', message: 'Ten chars.' }
const registration = { name: 'Jo', email: 'jo@acme.com', company: 'Ac', jobTitle: 'VP' }

describe('contact form rules', () => {
  it('accepts every field at its minimum length', () => {
    expect(validateContact(contact)).toEqual({})
  })

  it.each([
    ['name', 'J', 'Name must be at least 2 characters'],
    ['company', 'A', 'Company name must be at least 2 characters'],
    ['phone', '012345678', 'Phone number must be at least 10 characters'],
    ['message', 'Nine char', 'Message must be at least 10 characters'],
  ])('rejects %s one character short with the spec message', (field, value, message) => {
    expect(validateContact({ ...contact, [field]: value })).toEqual({ [field]: message })
  })

  it.each(['', 'jo', 'jo@', '@acme.com', 'jo@acme', 'jo acme@x.com'])('rejects the email %j with "Invalid email address"', (email) => {
    expect(validateContact({ ...contact, email })).toEqual({ email: 'Invalid email address' })
  })

  it('does not count surrounding spaces towards the minimum', () => {
    expect(validateContact({ ...contact, name: ' J ' })).toEqual({ name: 'Name must be at least 2 characters' })
  })

  it('reports every invalid field at once, one message each', () => {
    expect(Object.keys(validateContact({ name: '', email: '', company: '', phone: '', message: '' }))).toEqual([
      'name',
      'email',
      'company',
      'phone',
      'message',
    ])
  })
})

describe('registration form rules', () => {
  it('accepts every field at its minimum length', () => {
    expect(validateRegistration(registration)).toEqual({})
  })

  it.each([
    ['name', 'J', 'Name must be at least 2 characters'],
    ['company', 'A', 'Company name must be at least 2 characters'],
    ['jobTitle', 'V', 'Job title must be at least 2 characters'],
    ['email', 'not-an-email', 'Invalid email address'],
  ])('rejects a bad %s with the spec message', (field, value, message) => {
    expect(validateRegistration({ ...registration, [field]: value })).toEqual({ [field]: message })
  })
})

describe('newsletter rule', () => {
  it('needs a valid email', () => {
    expect(errorsOf(newsletterSchema)({ email: 'x' })).toEqual({ email: 'Invalid email address' })
    expect(errorsOf(newsletterSchema)({ email: 'x@y.io' })).toEqual({})
  })
})

describe('what a checked form puts out', () => {
  it('the values as they are sent: trimmed, and only the form\'s own fields (never the honeypot)', () => {
    expect(checkWith(newsletterSchema)({ email: '  x@y.io ', website: 'https://spam.example' })).toEqual({ errors: {}, output: { email: 'x@y.io' } })
  })

  it('nothing while any field is invalid', () => {
    expect(checkWith(newsletterSchema)({ email: 'x' }).output).toBeNull()
  })
})
