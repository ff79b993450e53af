import { describe, expect, it } from 'vitest'
import { blockingFromCpuMs, mainThreadLoad, type TraceEvent } from '../../scripts/audit/main-thread-benchmark'

const main = { pid: 7, tid: 1 }
const task = (ts: number, tdur: number, dur = tdur * 3, where = main): TraceEvent => ({ name: 'RunTask', ph: 'X', ts, dur, tdur, ...where })

describe('main-thread work from a trace', () => {
  const events: TraceEvent[] = [
    { name: 'thread_name', ph: 'M', ts: 0, args: { name: 'CrRendererMain' }, ...main },
    { name: 'thread_name', ph: 'M', ts: 0, args: { name: 'Compositor' }, pid: 7, tid: 2 },
    task(1_000, 40_000), // before the first paint: not counted
    { name: 'firstPaint', ph: 'R', ts: 100_000, ...main },
    task(120_000, 12_000), // counted by its thread time (12 ms), not its wall time (36 ms)
    task(200_000, 30_000),
    task(210_000, 90_000, 90_000, { pid: 7, tid: 2 }), // another thread
    task(220_000, 90_000, 90_000, { pid: 9, tid: 1 }), // another process
  ]

  it('sums the thread time of the main thread’s tasks from the first paint on, and names the longest', () => {
    expect(mainThreadLoad(events)).toEqual({ cpuAfterPaintMs: 42, longestTaskMs: 30, tasksMs: [12, 30] })
  })

  it('counts as blocking what each task would take beyond 50 ms on a slower CPU', () => {
    expect(blockingFromCpuMs([12, 30], 1)).toBe(0)
    expect(blockingFromCpuMs([12, 30], 4)).toBe(70)
  })

  it('refuses a trace without a first paint rather than report nothing as nothing', () => {
    expect(() => mainThreadLoad(events.filter((e) => e.name !== 'firstPaint'))).toThrow(/no first paint/)
  })
})
