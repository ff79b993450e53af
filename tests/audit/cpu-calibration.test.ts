import { describe, expect, it } from 'vitest'
import {
  benchmarkIndexExpression,
  calibratedCpuSlowdown,
  calibrationFrom,
  calibrationLabel,
  measurementCpu,
  measurementCpuLabel,
  slowdownToRemeasureAt,
} from '../../scripts/audit/cpu-calibration'

describe('the calibrated CPU slowdown', () => {
  it("is Lighthouse's 4x on the reference machine (benchmark index 1,750)", () => {
    expect(calibratedCpuSlowdown(1750)).toBe(4)
  })

  it('scales in proportion to the measured index, to one decimal', () => {
    expect(calibratedCpuSlowdown(1090)).toBe(2.5)
    expect(calibratedCpuSlowdown(2890)).toBe(6.6)
    expect(calibratedCpuSlowdown(875)).toBe(2)
    expect(calibratedCpuSlowdown(3500)).toBe(8)
  })

  it('stays within 1x and 8x', () => {
    expect(calibratedCpuSlowdown(300)).toBe(1)
    expect(calibratedCpuSlowdown(437.5)).toBe(1)
    expect(calibratedCpuSlowdown(5000)).toBe(8)
  })

  it('refuses an index that is no measurement', () => {
    for (const index of [0, -5, NaN, Infinity]) expect(() => calibratedCpuSlowdown(index), String(index)).toThrow(/benchmark index/)
  })

  it('takes the median of the runs, keeps them, and names both figures in one label', () => {
    const calibration = calibrationFrom([1210.6, 1090.2, 980])
    expect(calibration).toEqual({ benchmarkIndex: 1090, indexRuns: [1210.6, 1090.2, 980], cpuSlowdown: 2.5 })
    expect(calibrationLabel(calibration)).toBe('CPU 2.5x (benchmark index 1090)')
    expect(calibrationFrom([1700, 1800]).benchmarkIndex).toBe(1750)
    expect(() => calibrationFrom([])).toThrow(/benchmark index/)
  })
})

describe('calibrating each measurement where it is taken', () => {
  it('keeps a Lighthouse run whose own index calls for its slowdown within 20%, and names the slowdown to make it again at otherwise', () => {
    // Ran at 4.1x (calibrated at index 1798); Lighthouse's own run then read the host at 1000: 2.3x.
    expect(slowdownToRemeasureAt(4.1, 1000)).toBe(2.3)
    expect(slowdownToRemeasureAt(2.7, 2032)).toBe(4.6)
    expect(slowdownToRemeasureAt(4, 1750)).toBeNull()
    expect(slowdownToRemeasureAt(4, 1500)).toBeNull() // 3.4x wanted: 4x is 18% away
    expect(slowdownToRemeasureAt(4, 1400)).toBe(3.2) // 25% away
    // At the bounds, a faster host still wants 8x: nothing to measure again.
    expect(slowdownToRemeasureAt(8, 5000)).toBeNull()
  })

  it("slows a measurement by what the index measured just before it calls for, or by a fixed slowdown it is given", async () => {
    await expect(measurementCpu('calibrated', async () => 1090)).resolves.toEqual({ benchmarkIndex: 1090, cpuSlowdown: 2.5 })
    let measured = false
    await expect(
      measurementCpu(4, async () => {
        measured = true
        return 1
      }),
    ).resolves.toEqual({ benchmarkIndex: NaN, cpuSlowdown: 4 })
    expect(measured).toBe(false)
  })

  it('prints the slowdowns and indexes of a benchmark as ranges', () => {
    expect(measurementCpuLabel([{ benchmarkIndex: 1180.4, cpuSlowdown: 2.7 }, { benchmarkIndex: 1340, cpuSlowdown: 3.1 }, { benchmarkIndex: 1250, cpuSlowdown: 2.9 }])).toBe('2.7-3.1x (index 1180-1340)')
    expect(measurementCpuLabel([{ benchmarkIndex: 1750, cpuSlowdown: 4 }, { benchmarkIndex: 1750, cpuSlowdown: 4 }])).toBe('4x (index 1750)')
    expect(measurementCpuLabel([{ benchmarkIndex: NaN, cpuSlowdown: 4 }])).toBe('4x')
  })

  it("evaluates Lighthouse's own benchmark to this machine's index", () => {
    const index = new Function(`return ${benchmarkIndexExpression}`)() as number
    expect(index).toBeGreaterThan(50)
    expect(Number.isFinite(index)).toBe(true)
  })
})
