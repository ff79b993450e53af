// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { claimEarlyInput, stopRecordingEarlyInput, valuesTypedBeforeHydration } from '~/lib/early-input'
import { claimForm, holdEarlySubmits } from '~/lib/early-submits'
import { EARLY_INPUT_GLOBAL, EARLY_INPUT_SCRIPT, type EarlyInputRecorder } from '~/shared/early-input-script'

/** The <head> script, run as the browser runs it. */
const runHeadScript = () => new Function(EARLY_INPUT_SCRIPT)()

function page(html: string) {
  document.body.innerHTML = `<div id="root">${html}</div><button id="outside">Outside</button>`
  return (selector: string) => document.querySelector<HTMLElement>(selector)!
}

const pressKey = (element: HTMLElement, key: string) =>
  element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))

/** What a control's handlers saw once it hydrated, in order. */
function listen(element: HTMLElement) {
  const seen: string[] = []
  element.addEventListener('click', () => seen.push('click'))
  element.addEventListener('keydown', (event) => seen.push(event.key))
  return seen
}

const flush = () => new Promise<void>((resolve) => queueMicrotask(resolve))

describe('input before the page is interactive', () => {
  beforeEach(runHeadScript)
  afterEach(() => {
    stopRecordingEarlyInput()
    delete (window as unknown as Record<string, unknown>)[EARLY_INPUT_GLOBAL]
  })

  it('is replayed once, in order, to the control that claims it as it hydrates', async () => {
    const $ = page('<div id="menu"><button id="toggle">Menu</button></div>')
    $('#toggle').click()
    $('#toggle').click()
    stopRecordingEarlyInput()
    const seen = listen($('#toggle'))
    claimEarlyInput($('#menu'))
    claimEarlyInput($('#menu'))
    await flush()
    expect(seen).toEqual(['click', 'click'])
  })

  it('gives tabs their arrows, Home and End (and keeps the page from scrolling), but lets other keys be', async () => {
    const $ = page('<div id="tabs"><button id="tab" role="tab">One</button></div><button id="plain">Plain</button>')
    expect(pressKey($('#tab'), 'ArrowRight')).toBe(false)
    expect(pressKey($('#plain'), 'ArrowDown')).toBe(true)
    pressKey($('#tab'), 'a')
    pressKey($('#tab'), 'End')
    stopRecordingEarlyInput()
    const tab = listen($('#tab'))
    const plain = listen($('#plain'))
    claimEarlyInput($('#tabs'))
    claimEarlyInput($('#plain'))
    await flush()
    expect(tab).toEqual(['ArrowRight', 'End'])
    expect(plain).toEqual([])
  })

  it('is not replayed for what the page does not own, a form\'s submit button, or after hydrateRoot', async () => {
    const $ = page('<form id="form"><button id="send">Send</button></form><button id="later">Later</button>')
    $('#outside').click()
    $('#send').click()
    stopRecordingEarlyInput()
    $('#later').click() // React handles this one itself
    const outside = listen($('#outside'))
    const send = listen($('#send'))
    const later = listen($('#later'))
    claimEarlyInput(document.body)
    await flush()
    expect([outside, send, later]).toEqual([[], [], []])
  })

  it('holds a submit made before the boot script ran, and hands it to the form that claims it', () => {
    const $ = page('<form id="contact"><input name="email"></form>')
    const form = $('#contact') as HTMLFormElement
    expect(form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))).toBe(false)
    holdEarlySubmits()
    expect(claimForm(form)).toBe(true)
    expect(claimForm(form)).toBe(false)
  })
})

describe('values typed before the page is interactive', () => {
  it('are read by field name, blank fields left out', () => {
    page('<input id="f-name" value=""><textarea id="f-message"></textarea><input id="f-team">')
    ;(document.getElementById('f-message') as HTMLTextAreaElement).value = 'Hello'
    ;(document.getElementById('f-team') as HTMLInputElement).value = '40'
    expect(valuesTypedBeforeHydration(['name', 'message', 'team'], (field) => `f-${field}`)).toEqual({ message: 'Hello', team: '40' })
  })
})

describe('whether the visitor has acted before the page ran', () => {
  const recorder = () => (window as unknown as Record<string, EarlyInputRecorder>)[EARLY_INPUT_GLOBAL]!
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>)[EARLY_INPUT_GLOBAL]
  })

  it('is noted for focus, a key, a touch or a scroll, not for a pointer the browser moves by nothing', () => {
    for (const act of [new FocusEvent('focusin'), new KeyboardEvent('keydown', { key: 'a' }), new Event('touchstart'), new Event('scroll')]) {
      runHeadScript()
      window.dispatchEvent(new MouseEvent('pointermove', { movementX: 0, movementY: 0 }))
      expect(recorder().acted).toBe(false)
      window.dispatchEvent(act)
      expect(recorder().acted, act.type).toBe(true)
    }
  })
})

