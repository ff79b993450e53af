// @vitest-environment jsdom
/**
 * Code behind menus, tabs and the theme button loads at the visitor's first intent
 * (src/lib/first-intent.ts). That intent is often a tap on one of those controls, so
 * the waiting loads start after its event, one per task: the tap's own response is not
 * queued behind every other control's requests.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { onFirstIntent as OnFirstIntent } from '~/lib/first-intent'

let onFirstIntent: typeof OnFirstIntent

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

beforeEach(async () => {
  // The module remembers that the intent happened: each test gets a page of its own.
  vi.resetModules()
  ;({ onFirstIntent } = await import('~/lib/first-intent'))
})

describe('onFirstIntent', () => {
  it('runs nothing until the visitor acts, then each waiting callback in a task of its own, in order', async () => {
    const ran: string[] = []
    onFirstIntent(() => ran.push('menu'))
    onFirstIntent(() => ran.push('theme'))
    await nextTask()
    expect(ran).toEqual([])

    window.dispatchEvent(new Event('pointerdown'))
    expect(ran).toEqual([]) // not inside the tap's own event
    await nextTask()
    expect(ran).toEqual(['menu'])
    await nextTask()
    expect(ran).toEqual(['menu', 'theme'])
  })

  it('counts an autofill, which comes as input with no other event', async () => {
    const ran: string[] = []
    onFirstIntent(() => ran.push('form'))
    document.body.dispatchEvent(new Event('input', { bubbles: true }))
    await nextTask()
    expect(ran).toEqual(['form'])
  })

  it('does not run a callback cancelled before its turn', async () => {
    const ran: string[] = []
    onFirstIntent(() => ran.push('menu'))
    const cancelTheme = onFirstIntent(() => ran.push('theme'))
    window.dispatchEvent(new Event('keydown'))
    await nextTask()
    cancelTheme()
    await nextTask()
    await nextTask()
    expect(ran).toEqual(['menu'])
  })

  it('runs a callback registered after the intent at once, without waiting for another one', async () => {
    onFirstIntent(() => {})
    window.dispatchEvent(new Event('scroll'))
    const callback = vi.fn()
    onFirstIntent(callback)
    await Promise.resolve()
    expect(callback).toHaveBeenCalledOnce()
  })
  it('takes a pointer that moves for an act, and one the browser moves by itself (by nothing) for none', async () => {
    const callback = vi.fn()
    onFirstIntent(callback)
    // What the browser sends a resting pointer as the page under it lays out or scrolls.
    window.dispatchEvent(new MouseEvent('pointermove', { movementX: 0, movementY: 0 }))
    await nextTask()
    expect(callback).not.toHaveBeenCalled()
    window.dispatchEvent(new MouseEvent('pointermove', { movementX: 3, movementY: 0 }))
    await nextTask()
    expect(callback).toHaveBeenCalledOnce()
  })
})
