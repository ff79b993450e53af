import { describe, expect, it } from 'vitest'
import { computeZonedIso, computeZoneName, zonedInstant } from '~/head/zoned-time'

describe('zoned wall-clock times', () => {
  it('works out a time with the offset in force on that date', () => {
    expect(computeZonedIso('2025-01-15T11:00', 'America/Los_Angeles')).toBe('2025-01-15T11:00:00-08:00')
    expect(computeZonedIso('2025-06-01T11:00', 'America/Los_Angeles')).toBe('2025-06-01T11:00:00-07:00')
    expect(computeZonedIso('2025-06-01T11:00', 'America/Los_Angeles', 60)).toBe('2025-06-01T12:00:00-07:00')
    expect(computeZonedIso('2025-06-01T09:30', 'Asia/Kolkata')).toBe('2025-06-01T09:30:00+05:30')
    expect(computeZonedIso('2025-03-30T03:00', 'Europe/Berlin')).toBe('2025-03-30T03:00:00+02:00')
    expect(zonedInstant('2025-06-01T11:00', 'America/Los_Angeles')).toBe(Date.parse('2025-06-01T18:00:00Z'))
    expect(() => computeZonedIso('June 1, 11:00', 'Europe/Berlin')).toThrow(/expected YYYY-MM-DDTHH:MM/)
  })

  it('names the zone right for the date, on the clock-change days too', () => {
    expect(computeZoneName('2025-06-01T11:00', 'America/Los_Angeles')).toBe('PDT')
    expect(computeZoneName('2025-12-10T11:00', 'America/Los_Angeles')).toBe('PST')
    expect(computeZoneName('2026-01-20T09:00', 'America/New_York')).toBe('EST')
    expect(computeZoneName('2026-03-08T01:30', 'America/Los_Angeles')).toBe('PST')
    expect(computeZoneName('2026-03-08T03:00', 'America/Los_Angeles')).toBe('PDT')
    expect(computeZoneName('2026-11-01T00:30', 'America/Los_Angeles')).toBe('PDT')
    expect(computeZoneName('2026-11-01T03:00', 'America/Los_Angeles')).toBe('PST')
  })
})
