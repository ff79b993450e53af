import { describe, expect, it } from 'vitest'
import { contactSchema, newsletterSchema, registrationSchema, validatorFor } from '~/features/lead-capture/schemas'

const validateContact = validatorFor(contactSchema)
const validateRegistration = validatorFor(registrationSchema)
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
    expect(validatorFor(newsletterSchema)({ email: 'x' })).toEqual({ email: 'Invalid email address' })
    expect(validatorFor(newsletterSchema)({ email: 'x@y.io' })).toEqual({})
  })
})
