// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { claimForm, holdEarlySubmits } from '~/lib/early-submits'

function addForm() {
  const form = document.createElement('form')
  form.innerHTML = '<input name="email"><button type="submit">Send</button>'
  document.body.append(form)
  return form
}

/** Submits as the browser does; true when the browser would have sent the form itself. */
const submit = (form: HTMLFormElement) => form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))

describe('submits before a form is interactive', () => {
  holdEarlySubmits()

  it('are held, not sent by the browser, and handed once to the form that claims them', () => {
    const form = addForm()
    expect(submit(form)).toBe(false)
    expect(submit(form)).toBe(false) // a double press: still one submission
    expect(claimForm(form)).toBe(true)
    expect(claimForm(form)).toBe(false)
  })

  it("after the claim, are the form's own (its handler decides)", () => {
    const form = addForm()
    claimForm(form)
    const seen: boolean[] = []
    form.addEventListener('submit', (event) => seen.push(event.defaultPrevented))
    expect(submit(form)).toBe(true)
    expect(seen).toEqual([false])
  })

  it('are not handed to another form', () => {
    const contact = addForm()
    const newsletter = addForm()
    submit(contact)
    expect(claimForm(newsletter)).toBe(false)
    expect(claimForm(contact)).toBe(true)
  })
})
