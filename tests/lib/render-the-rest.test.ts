// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { renderTheRest } from '~/lib/render-the-rest'

/** Blocks as the page marks them, with what each block's style said at every change, in order. */
function page(markup: string) {
  document.body.innerHTML = markup
  const changes: string[] = []
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const block = record.target as HTMLElement
      changes.push(`${block.id}:${block.style.contentVisibility}`)
    }
  })
  observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['style'] })
  return { changes, stop: () => observer.disconnect() }
}

describe('renderTheRest', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('renders every block left for later, one per frame, top to bottom, and nothing else', async () => {
    const { changes, stop } = page(`
      <section id="hero"></section>
      <section id="a" class="render-when-near"><section id="a-inner" class="render-when-near"></section></section>
      <section id="b" class="render-when-near"></section>
      <footer id="footer" class="render-when-near"></footer>`)
    const frames: number[] = []
    let frame = 0
    const counting = () => {
      frame++
      if (frame < 50) requestAnimationFrame(counting)
    }
    requestAnimationFrame(counting)
    const watcher = new MutationObserver(() => frames.push(frame))
    watcher.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['style'] })
    await renderTheRest()
    stop()
    watcher.disconnect()
    expect(changes).toEqual(['a:visible', 'a-inner:visible', 'b:visible', 'footer:visible'])
    expect(document.getElementById('hero')!.getAttribute('style')).toBeNull()
    // A frame apart each: one block's layout per frame.
    expect(new Set(frames).size).toBe(frames.length)
  })

  it('lays each block out as it renders it, before the frame that paints it', async () => {
    document.body.innerHTML = `
      <section id="a" class="render-when-near"></section>
      <section id="b" class="render-when-near"></section>`
    let frame = 0
    const counting = () => {
      frame++
      if (frame < 50) requestAnimationFrame(counting)
    }
    requestAnimationFrame(counting)
    const events: string[] = []
    const watcher = new MutationObserver((records) => {
      for (const record of records) events.push(`${(record.target as HTMLElement).id} rendered in frame ${frame}`)
    })
    watcher.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['style'] })
    for (const block of document.querySelectorAll<HTMLElement>('.render-when-near')) {
      Object.defineProperty(block, 'offsetHeight', {
        get: () => {
          events.push(`${block.id} laid out in frame ${frame}, ${block.style.contentVisibility}`)
          return 0
        },
      })
    }
    await renderTheRest()
    watcher.disconnect()
    const [aFrame, bFrame] = events.filter((e) => e.includes('rendered')).map((e) => Number(e.split(' ').at(-1)))
    expect(events.sort()).toEqual([
      `a laid out in frame ${aFrame}, visible`,
      `a rendered in frame ${aFrame}`,
      `b laid out in frame ${bFrame}, visible`,
      `b rendered in frame ${bFrame}`,
    ])
  })

  it('leaves alone a block already rendered or removed before its turn', async () => {
    const { changes, stop } = page(`
      <section id="done" class="render-when-near" style="content-visibility: visible"></section>
      <section id="a" class="render-when-near"></section>
      <section id="gone" class="render-when-near"></section>`)
    const running = renderTheRest()
    document.getElementById('gone')!.remove()
    await running
    stop()
    expect(changes).toEqual(['a:visible'])
  })
})
