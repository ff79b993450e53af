import { describe, expect, it } from 'vitest'
import {
  benchmarkIndexExpression,
  calibratedCpuSlowdown,
  calibrationFrom,
  calibrationLabel,
  measurementCpu,
  measurementCpuLabel,
  runAtHostSlowdown,
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

  it('makes a run again at the slowdown its own index calls for, and starts the next runs there', async () => {
    const cpu = { cpuSlowdown: 4.1 }
    const madeAt: number[] = []
    const lines: string[] = []
    // The host read 1000 in the first try (2.3x wanted), then 1050 at 2.3x: kept.
    const indexes = [1000, 1050]
    const run = async (slowdown: number) => {
      madeAt.push(slowdown)
      return { index: indexes[madeAt.length - 1]!, slowdown }
    }
    await expect(runAtHostSlowdown(cpu, run, (r) => r.index, (line) => lines.push(line))).resolves.toEqual({ index: 1050, slowdown: 2.3 })
    expect(madeAt).toEqual([4.1, 2.3])
    expect(cpu.cpuSlowdown).toBe(2.3)
    expect(lines).toEqual(['ran at CPU 4.1x, but the host read benchmark index 1000 in the run, which calls for 2.3x: measuring again at 2.3x'])
    // The next run starts at 2.3x and counts at once.
    madeAt.length = 0
    indexes.splice(0, 2, 1100)
    await runAtHostSlowdown(cpu, run, (r) => r.index)
    expect(madeAt).toEqual([2.3])
  })

  it('keeps the third try of a run whose host keeps moving, and says so', async () => {
    const cpu = { cpuSlowdown: 4 }
    const indexes = [1000, 1750, 1000, 1750]
    const madeAt: number[] = []
    const lines: string[] = []
    const result = await runAtHostSlowdown(
      cpu,
      async (slowdown) => {
        madeAt.push(slowdown)
        return indexes[madeAt.length - 1]!
      },
      (index) => index,
      (line) => lines.push(line),
    )
    expect(madeAt).toEqual([4, 2.3, 4])
    expect(result).toBe(1000)
    expect(cpu.cpuSlowdown).toBe(2.3)
    expect(lines.at(-1)).toBe('try 3 at CPU 4x read benchmark index 1000, which calls for 2.3x; kept (printed with its own index)')
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
