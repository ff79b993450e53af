import { createActor, SimulatedClock, waitFor } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import {
  formSubmissionMachine,
  HONEYPOT_FIELD,
  RESUBMIT_COOLDOWN_MS,
  SEND_TIMEOUT_MS,
  type FormValues,
  type SendFailure,
  type Verdict,
} from '@machines/form-submission.machine'

/** A name of two characters or more; what is sent is the name trimmed, and the company. */
function requireName(values: FormValues): Verdict {
  const name = (values.name ?? '').trim()
  if (name.length < 2) return { errors: { name: 'Name must be at least 2 characters' }, output: null }
  return { errors: {}, output: { name, company: values.company ?? '' } }
}

const timeoutFailure: SendFailure = { kind: 'timeout', message: 'Took too long' }

function startForm(options: { send?: (values: FormValues, subject: unknown) => Promise<void> } = {}) {
  const clock = new SimulatedClock()
  const calls = { send: vi.fn(options.send ?? (async () => {})), check: vi.fn(requireName) }
  const actor = createActor(formSubmissionMachine({ check: calls.check, send: calls.send, timeoutFailure }), {
    clock,
    input: { subject: { topic: 'Sales AI' } },
  }).start()
  return { actor, clock, calls }
}

/** A send whose answer the test decides, whenever it likes. */
function pendingSend() {
  const answers: { resolve: () => void; reject: (failure: SendFailure) => void }[] = []
  const send = () => new Promise<void>((resolve, reject) => void answers.push({ resolve, reject }))
  return { send, answers }
}

type FormActor = ReturnType<typeof startForm>['actor']
const submit = (actor: FormActor, values: FormValues) => actor.send({ type: 'form.submit', values })
const ada = { name: 'Ada', company: '' }

describe('form submission machine', () => {
  it('sends the values of a submit once, however often it is pressed (a double click)', async () => {
    const { actor, calls } = startForm()
    submit(actor, { name: 'Ada', company: 'Engines' })
    submit(actor, { name: 'Ada', company: 'Engines' })
    await waitFor(actor, (s) => s.hasTag('sent'))
    expect(calls.send).toHaveBeenCalledTimes(1)
    expect(calls.send).toHaveBeenCalledWith({ name: 'Ada', company: 'Engines' }, { topic: 'Sales AI' })
  })

  it('shows field errors and asks for focus instead of sending invalid values; an edit clears its field\'s error', () => {
    const { actor, calls } = startForm()
    submit(actor, { name: 'A', company: '' })
    expect(actor.getSnapshot().context.verdict.errors).toEqual({ name: 'Name must be at least 2 characters' })
    expect(actor.getSnapshot().context.refusals).toBe(1)
    expect(calls.send).not.toHaveBeenCalled()
    actor.send({ type: 'form.change', field: 'name' })
    expect(actor.getSnapshot().context.verdict.errors).toEqual({})
  })

  it('checks the values once per submit and sends what the check put out', async () => {
    const { actor, calls } = startForm()
    submit(actor, { name: '  Ada  ', company: '' })
    await waitFor(actor, (s) => s.matches('success'))
    expect(calls.check).toHaveBeenCalledTimes(1)
    expect(calls.send).toHaveBeenCalledWith(ada, { topic: 'Sales AI' })
  })

  it('keeps each submit\'s verdict in its snapshot, as an inspector sees it: the errors, or what is being sent', () => {
    const { actor } = startForm({ send: () => new Promise<void>(() => {}) })
    submit(actor, { name: 'A', company: '' })
    expect(actor.getSnapshot().context.verdict).toEqual({ errors: { name: 'Name must be at least 2 characters' }, output: null })
    submit(actor, { name: '  Ada  ', company: '' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(actor.getSnapshot().context.verdict).toEqual({ errors: {}, output: ada })
  })

  it('sends with what the form is about when the send goes', async () => {
    const { actor, calls } = startForm()
    actor.send({ type: 'form.subject', subject: { topic: 'Strategy call' } })
    submit(actor, ada)
    await waitFor(actor, (s) => s.matches('success'))
    expect(calls.send).toHaveBeenCalledWith(ada, { topic: 'Strategy call' })
  })

  it('marks itself busy while sending, then succeeds', async () => {
    let finish: () => void = () => {}
    const { actor, calls } = startForm({ send: () => new Promise<void>((resolve) => (finish = resolve)) })
    submit(actor, ada)
    submit(actor, ada) // a double click
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    finish()
    await waitFor(actor, (s) => s.matches('success'))
    expect(calls.send).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().hasTag('sent')).toBe(true)
  })

  it('shows a failure, and lets the visitor retry after a moment', async () => {
    let attempt = 0
    const failure: SendFailure = { kind: 'rate-limited', message: 'Too many requests' }
    const { actor, clock, calls } = startForm({
      send: async () => {
        attempt += 1
        if (attempt === 1) throw failure
      },
    })
    submit(actor, ada)
    await waitFor(actor, (s) => s.matches('failure'))
    expect(actor.getSnapshot().context.failure).toEqual(failure)

    expect(actor.getSnapshot().hasTag('coolingDown')).toBe(true)
    submit(actor, ada) // too soon: ignored
    expect(calls.send).toHaveBeenCalledTimes(1)
    clock.increment(RESUBMIT_COOLDOWN_MS)
    submit(actor, ada)
    await waitFor(actor, (s) => s.matches('success'))
    expect(calls.send).toHaveBeenCalledTimes(2)
    expect(actor.getSnapshot().context.failure).toBeNull()
  })

  it('turns an unexpected error into a readable failure', async () => {
    const { actor } = startForm({ send: async () => Promise.reject(new Error('boom')) })
    submit(actor, ada)
    await waitFor(actor, (s) => s.matches('failure'))
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'unknown', message: 'boom' })
  })

  it('pretends to succeed for a bot that fills the honeypot, sending nothing', () => {
    const { actor, calls } = startForm()
    submit(actor, { name: 'Spam Bot', company: '', [HONEYPOT_FIELD]: 'https://spam.example' })
    expect(actor.getSnapshot().matches('success')).toBe(true)
    expect(actor.getSnapshot().hasTag('sent')).toBe(true)
    expect(calls.send).not.toHaveBeenCalled()
  })

  it('checks the values again on retry and does not send them when they became invalid', async () => {
    const { actor, clock, calls } = startForm({ send: async () => Promise.reject({ kind: 'server', message: 'down' }) })
    submit(actor, ada)
    await waitFor(actor, (s) => s.matches({ failure: 'coolingDown' }))
    clock.increment(RESUBMIT_COOLDOWN_MS)
    submit(actor, { name: '', company: '' })
    expect(actor.getSnapshot().context.verdict.errors).toEqual({ name: 'Name must be at least 2 characters' })
    expect(actor.getSnapshot().context.refusals).toBe(1)
    expect(calls.send).toHaveBeenCalledTimes(1)
  })

  it('sends the values of the submit, even if the visitor goes on editing', async () => {
    let finish: () => void = () => {}
    const { actor, calls } = startForm({ send: () => new Promise<void>((resolve) => (finish = resolve)) })
    submit(actor, ada)
    actor.send({ type: 'form.change', field: 'name' })
    finish()
    await waitFor(actor, (s) => s.matches('success'))
    expect(calls.send).toHaveBeenCalledWith(ada, { topic: 'Sales AI' })
  })

  it('ignores submits once it has succeeded', async () => {
    const { actor, calls } = startForm()
    submit(actor, ada)
    await waitFor(actor, (s) => s.matches('success'))
    submit(actor, { name: 'Someone else', company: '' })
    expect(calls.send).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().hasTag('sent')).toBe(true)
  })

  describe('a send that outlasts the timeout', () => {
    async function timedOut() {
      const pending = pendingSend()
      const form = startForm({ send: pending.send })
      submit(form.actor, ada)
      form.clock.increment(SEND_TIMEOUT_MS - 1)
      expect(form.actor.getSnapshot().hasTag('busy')).toBe(true)
      form.clock.increment(1)
      return { ...form, ...pending }
    }

    it('tells the visitor after the timeout and unlocks the form, while the send is still awaited', async () => {
      const { actor } = await timedOut()
      const snapshot = actor.getSnapshot()
      expect(snapshot.hasTag('busy')).toBe(false)
      expect(snapshot.hasTag('mayStillArrive')).toBe(true)
      expect(snapshot.context.failure).toEqual(timeoutFailure)
    })

    it('replaces the failure with success when the late answer is a success', async () => {
      const { actor, answers } = await timedOut()
      answers[0]?.resolve()
      await waitFor(actor, (s) => s.matches('success'))
      expect(actor.getSnapshot().hasTag('sent')).toBe(true)
    })

    it('shows the real failure when the late answer is an error', async () => {
      const { actor, answers } = await timedOut()
      const failure: SendFailure = { kind: 'rate-limited', message: 'Too many requests' }
      answers[0]?.reject(failure)
      await waitFor(actor, (s) => s.matches('failure'))
      expect(actor.getSnapshot().context.failure).toEqual(failure)
      expect(actor.getSnapshot().hasTag('mayStillArrive')).toBe(false)
    })

    it('keeps awaiting the late answer when a retry is refused for invalid values', async () => {
      const { actor, clock, calls, answers } = await timedOut()
      clock.increment(RESUBMIT_COOLDOWN_MS)
      submit(actor, { name: '', company: '' })
      expect(actor.getSnapshot().context.refusals).toBe(1)
      expect(calls.send).toHaveBeenCalledTimes(1)
      answers[0]?.resolve()
      await waitFor(actor, (s) => s.matches('success'))
    })

    it('lets the visitor send again after a moment, and that attempt decides the outcome', async () => {
      const { actor, clock, calls, answers } = await timedOut()
      submit(actor, ada) // during the cool-down: ignored
      expect(calls.send).toHaveBeenCalledTimes(1)
      clock.increment(RESUBMIT_COOLDOWN_MS)
      submit(actor, ada)
      expect(calls.send).toHaveBeenCalledTimes(2)
      expect(actor.getSnapshot().hasTag('busy')).toBe(true)
      expect(actor.getSnapshot().context.failure).toBeNull()
      answers[1]?.resolve()
      await waitFor(actor, (s) => s.matches('success'))
    })
  })
})
