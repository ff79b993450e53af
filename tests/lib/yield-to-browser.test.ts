/**
 * Boot ends its task between phases (src/main.tsx): yieldToBrowser resolves in a later
 * task, never within the current one's microtasks, so the browser can paint and handle
 * input in between.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { yieldInBackground, yieldToBrowser } from '~/lib/yield-to-browser'

const flushMicrotasks = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}

/** The promise `resume()` returns settles in a later task, not within this one's microtasks. */
async function expectResumesInLaterTask(resume: () => Promise<void>) {
  let resumed = false
  void resume().then(() => (resumed = true))
  await flushMicrotasks()
  expect(resumed).toBe(false)
  await new Promise((resolve) => setTimeout(resolve, 0))
  await flushMicrotasks()
  expect(resumed).toBe(true)
}

describe('yieldToBrowser', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('resumes in a later task, not in the current task’s microtasks', async () => {
    vi.stubGlobal('scheduler', undefined)
    await expectResumesInLaterTask(yieldToBrowser)
  })

  it('uses the browser’s scheduler.yield() where it has one', async () => {
    const browserYield = vi.fn(() => Promise.resolve())
    vi.stubGlobal('scheduler', { yield: browserYield })
    await yieldToBrowser()
    expect(browserYield).toHaveBeenCalledOnce()
  })
})

describe('yieldInBackground', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('resumes in a background-priority task, behind input and other waiting work, where the browser has postTask', async () => {
    const postTask = vi.fn((callback: () => void) => Promise.resolve(callback()))
    vi.stubGlobal('scheduler', { yield: vi.fn(), postTask })
    await yieldInBackground()
    expect(postTask).toHaveBeenCalledWith(expect.any(Function), { priority: 'background' })
  })

  it('resumes in a later task where it has none', async () => {
    vi.stubGlobal('scheduler', undefined)
    await expectResumesInLaterTask(yieldInBackground)
  })
})
