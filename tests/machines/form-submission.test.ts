import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import {
  HONEYPOT_FIELD,
  type FieldErrors,
  RESUBMIT_COOLDOWN_MS,
  SEND_TIMEOUT_MS,
  withValidation,
  type FormValues,
  type SendFailure,
} from '@machines/form-submission.machine'

const requireName = (values: FormValues): FieldErrors => ((values.name ?? '').length >= 2 ? {} : { name: 'Name must be at least 2 characters' })

function startForm(options: { draft?: FormValues | null; restoreFails?: boolean; send?: (values: FormValues) => Promise<void> } = {}) {
  const clock = new SimulatedClock()
  const calls = { send: vi.fn(options.send ?? (async () => {})), saved: [] as FormValues[], cleared: 0, focused: 0, succeeded: 0, failures: [] as SendFailure[] }
  const actor = createActor(
    withValidation(requireName).provide({
      actors: {
        restoreDraft: fromPromise(async () => {
          if (options.restoreFails) throw new Error('storage blocked')
          return options.draft ?? null
        }),
        submit: fromPromise(({ input }) => calls.send(input)),
      },
      actions: {
        saveDraft: ({ context }) => void calls.saved.push(context.values),
        clearDraft: () => void calls.cleared++,
        focusFirstInvalid: () => void calls.focused++,
        reportSuccess: () => void calls.succeeded++,
        reportFailure: (_, params) => void calls.failures.push(params.failure),
      },
    }),
    { clock, input: { initialValues: { name: '', company: '' }, timeoutFailure } },
  ).start()
  return { actor, clock, calls }
}

const timeoutFailure: SendFailure = { kind: 'timeout', message: 'Took too long' }

/** A send whose answer the test decides, whenever it likes. */
function pendingSend() {
  const answers: { resolve: () => void; reject: (failure: SendFailure) => void }[] = []
  const send = () => new Promise<void>((resolve, reject) => void answers.push({ resolve, reject }))
  return { send, answers }
}

const type = (actor: ReturnType<typeof startForm>['actor'], field: string, value: string) => actor.send({ type: 'form.change', field, value })

describe('form submission machine', () => {
  it('restores a saved draft, then accepts typing and saves each change as a draft', async () => {
    const { actor, calls } = startForm({ draft: { name: 'Ada' } })
    await waitFor(actor, (s) => s.matches('editing'))
    expect(actor.getSnapshot().context.values.name).toBe('Ada')
    type(actor, 'name', 'Ada L')
    expect(calls.saved.at(-1)).toEqual({ name: 'Ada L', company: '' })
  })

  it('keeps a submit made while the draft is read, and sends once the form is editable', async () => {
    const { actor, calls } = startForm({ draft: { company: 'Engines' } })
    actor.send({ type: 'form.adopt', values: { name: 'Ada' } })
    actor.send({ type: 'form.submit' })
    actor.send({ type: 'form.submit' }) // a double click
    expect(actor.getSnapshot().matches('restoring')).toBe(true)
    await waitFor(actor, (s) => s.hasTag('sent'))
    expect(calls.send).toHaveBeenCalledTimes(1)
    expect(calls.send).toHaveBeenCalledWith({ name: 'Ada', company: 'Engines' })
  })

  it('keeps a submit made while the draft is read even when storage cannot be read', async () => {
    const { actor, calls } = startForm({ restoreFails: true })
    actor.send({ type: 'form.adopt', values: { name: 'Ada' } })
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.hasTag('sent'))
    expect(calls.send).toHaveBeenCalledWith({ name: 'Ada', company: '' })
  })

  it('shows field errors and moves focus instead of sending invalid values', async () => {
    const { actor, calls } = startForm()
    await waitFor(actor, (s) => s.matches('editing'))
    type(actor, 'name', 'A')
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().context.errors).toEqual({ name: 'Name must be at least 2 characters' })
    expect(calls.focused).toBe(1)
    expect(calls.send).not.toHaveBeenCalled()
    type(actor, 'name', 'Ad')
    expect(actor.getSnapshot().context.errors).toEqual({})
  })

  it('sends valid values once, marks itself busy, then succeeds and clears the draft', async () => {
    let finish: () => void = () => {}
    const { actor, calls } = startForm({ send: () => new Promise<void>((resolve) => (finish = resolve)) })
    await waitFor(actor, (s) => s.matches('editing'))
    type(actor, 'name', 'Ada')
    actor.send({ type: 'form.submit' })
    actor.send({ type: 'form.submit' }) // a double click
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    finish()
    await waitFor(actor, (s) => s.matches('success'))
    expect(calls.send).toHaveBeenCalledTimes(1)
    expect(calls.send).toHaveBeenCalledWith({ name: 'Ada', company: '' })
    expect(calls.cleared).toBe(1)
    expect(calls.succeeded).toBe(1)
  })

  it('keeps every value after a failure, reports it, and lets the visitor retry after a moment', async () => {
    let attempt = 0
    const failure: SendFailure = { kind: 'rate-limited', message: 'Too many requests' }
    const { actor, clock, calls } = startForm({
      send: async () => {
        attempt += 1
        if (attempt === 1) throw failure
      },
    })
    await waitFor(actor, (s) => s.matches('editing'))
    type(actor, 'name', 'Ada')
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.matches('failure'))
    expect(actor.getSnapshot().context).toMatchObject({ values: { name: 'Ada' }, failure })
    expect(calls.failures).toEqual([failure])

    expect(actor.getSnapshot().hasTag('coolingDown')).toBe(true)
    actor.send({ type: 'form.submit' }) // too soon: ignored
    expect(calls.send).toHaveBeenCalledTimes(1)
    clock.increment(RESUBMIT_COOLDOWN_MS)
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.matches('success'))
    expect(calls.send).toHaveBeenCalledTimes(2)
    expect(actor.getSnapshot().context.failure).toBeNull()
  })

  it('turns an unexpected error into a readable failure', async () => {
    const { actor } = startForm({ send: async () => Promise.reject(new Error('boom')) })
    await waitFor(actor, (s) => s.matches('editing'))
    type(actor, 'name', 'Ada')
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.matches('failure'))
    expect(actor.getSnapshot().context.failure).toEqual({ kind: 'unknown', message: 'boom' })
  })

  it('pretends to succeed for a bot that fills the honeypot, sending nothing', async () => {
    const { actor, calls } = startForm()
    await waitFor(actor, (s) => s.matches('editing'))
    type(actor, 'name', 'Spam Bot')
    type(actor, HONEYPOT_FIELD, 'https://spam.example')
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().matches('success')).toBe(true)
    expect(calls.send).not.toHaveBeenCalled()
    expect(calls.succeeded).toBe(1)
  })

  it('never sends the honeypot field', async () => {
    const { actor, calls } = startForm()
    await waitFor(actor, (s) => s.matches('editing'))
    type(actor, 'name', 'Ada')
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.matches('success'))
    expect(calls.send.mock.calls[0]?.[0]).not.toHaveProperty(HONEYPOT_FIELD)
  })

  it('starts with empty values when the draft cannot be read', async () => {
    const { actor } = startForm({ restoreFails: true })
    await waitFor(actor, (s) => s.matches('editing'))
    expect(actor.getSnapshot().context.values).toEqual({ name: '', company: '' })
  })

  it('checks the values again on retry and does not send them when they became invalid', async () => {
    const { actor, clock, calls } = startForm({ send: async () => Promise.reject({ kind: 'server', message: 'down' }) })
    await waitFor(actor, (s) => s.matches('editing'))
    type(actor, 'name', 'Ada')
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.matches({ failure: 'coolingDown' }))
    clock.increment(RESUBMIT_COOLDOWN_MS)
    type(actor, 'name', '')
    actor.send({ type: 'form.submit' })
    expect(actor.getSnapshot().context.errors).toEqual({ name: 'Name must be at least 2 characters' })
    expect(calls.focused).toBe(1)
    expect(calls.send).toHaveBeenCalledTimes(1)
  })

  it('sends the values as they were when the visitor pressed submit, even if they keep typing', async () => {
    let finish: () => void = () => {}
    const { actor, calls } = startForm({ send: () => new Promise<void>((resolve) => (finish = resolve)) })
    await waitFor(actor, (s) => s.matches('editing'))
    type(actor, 'name', 'Ada')
    actor.send({ type: 'form.submit' })
    type(actor, 'name', 'Ada Lovelace')
    finish()
    await waitFor(actor, (s) => s.matches('success'))
    expect(calls.send).toHaveBeenCalledWith({ name: 'Ada', company: '' })
  })

  it('ignores edits and submits once it has succeeded', async () => {
    const { actor, calls } = startForm()
    await waitFor(actor, (s) => s.matches('editing'))
    type(actor, 'name', 'Ada')
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.matches('success'))
    actor.send({ type: 'form.submit' })
    type(actor, 'name', 'Someone else')
    expect(calls.send).toHaveBeenCalledTimes(1)
    expect(calls.succeeded).toBe(1)
    expect(actor.getSnapshot().hasTag('sent')).toBe(true)
    expect(actor.getSnapshot().context.values.name).toBe('Ada')
  })

  describe('typing before the page is interactive', () => {
    it('keeps values found in the fields at hydration over a restored draft, which fills only the blanks', async () => {
      const { actor, calls } = startForm({ draft: { name: 'Draft name', company: 'Draft Co' } })
      actor.send({ type: 'form.adopt', values: { name: 'Ada typed early', company: '' } })
      await waitFor(actor, (s) => s.matches('editing'))
      expect(actor.getSnapshot().context.values).toEqual({ name: 'Ada typed early', company: 'Draft Co' })
      expect(calls.saved.at(-1)).toMatchObject({ name: 'Ada typed early' })
    })

    it('keeps typing adopted after the draft was restored too', async () => {
      const { actor } = startForm({ draft: { name: 'Draft name' } })
      await waitFor(actor, (s) => s.matches('editing'))
      actor.send({ type: 'form.adopt', values: { name: 'Ada typed early' } })
      expect(actor.getSnapshot().context.values.name).toBe('Ada typed early')
    })

    it('sends the adopted values', async () => {
      const { actor, calls } = startForm()
      actor.send({ type: 'form.adopt', values: { name: 'Ada', company: 'Analytical Engines' } })
      await waitFor(actor, (s) => s.matches('editing'))
      actor.send({ type: 'form.submit' })
      await waitFor(actor, (s) => s.matches('success'))
      expect(calls.send).toHaveBeenCalledWith({ name: 'Ada', company: 'Analytical Engines' })
    })
  })

  describe('a send that outlasts the timeout', () => {
    async function timedOut() {
      const pending = pendingSend()
      const form = startForm({ send: pending.send })
      await waitFor(form.actor, (s) => s.matches('editing'))
      type(form.actor, 'name', 'Ada')
      form.actor.send({ type: 'form.submit' })
      form.clock.increment(SEND_TIMEOUT_MS - 1)
      expect(form.actor.getSnapshot().hasTag('busy')).toBe(true)
      form.clock.increment(1)
      return { ...form, ...pending }
    }

    it('tells the visitor after the timeout and unlocks the form, while the send is still awaited', async () => {
      const { actor, calls } = await timedOut()
      const snapshot = actor.getSnapshot()
      expect(snapshot.hasTag('busy')).toBe(false)
      expect(snapshot.hasTag('mayStillArrive')).toBe(true)
      expect(snapshot.context.failure).toEqual(timeoutFailure)
      expect(calls.failures).toEqual([timeoutFailure])
    })

    it('replaces the failure with success when the late answer is a success', async () => {
      const { actor, calls, answers } = await timedOut()
      answers[0]?.resolve()
      await waitFor(actor, (s) => s.matches('success'))
      expect(calls.succeeded).toBe(1)
      expect(calls.cleared).toBe(1)
    })

    it('shows the real failure when the late answer is an error', async () => {
      const { actor, answers } = await timedOut()
      const failure: SendFailure = { kind: 'rate-limited', message: 'Too many requests' }
      answers[0]?.reject(failure)
      await waitFor(actor, (s) => s.matches('failure'))
      expect(actor.getSnapshot().context.failure).toEqual(failure)
      expect(actor.getSnapshot().hasTag('mayStillArrive')).toBe(false)
    })

    it('lets the visitor send again after a moment, and that attempt decides the outcome', async () => {
      const { actor, clock, calls, answers } = await timedOut()
      actor.send({ type: 'form.submit' }) // during the cool-down: ignored
      expect(calls.send).toHaveBeenCalledTimes(1)
      clock.increment(RESUBMIT_COOLDOWN_MS)
      actor.send({ type: 'form.submit' })
      expect(calls.send).toHaveBeenCalledTimes(2)
      expect(actor.getSnapshot().hasTag('busy')).toBe(true)
      expect(actor.getSnapshot().context.failure).toBeNull()
      answers[1]?.resolve()
      await waitFor(actor, (s) => s.matches('success'))
    })
  })
})
