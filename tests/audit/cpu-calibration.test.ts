import { describe, expect, it } from 'vitest'
import { calibratedCpuSlowdown, calibrationFrom, calibrationLabel } from '../../scripts/audit/cpu-calibration'

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
