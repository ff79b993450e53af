import { describe, expect, it } from 'vitest'
import { webinars } from '~/content/webinars'
import { computeZonedIso, resolveZonedTimes, zonedIso, zonedTimeKey } from '~/head/zoned-time'

describe('zoned wall-clock times', () => {
  it('answers the webinars with the times the build resolved', () => {
    for (const webinar of webinars) {
      for (const minutes of [0, webinar.durationMinutes]) {
        const resolved = __ZONED_TIMES__[zonedTimeKey(webinar.startsAt, webinar.timeZone, minutes)]
        expect(resolved).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00[+-]\d{2}:\d{2}$/)
        expect(zonedIso(webinar.startsAt, webinar.timeZone, minutes)).toBe(resolved)
      }
    }
  })

  it('resolved at build time what Intl says', () => {
    for (const webinar of webinars) {
      for (const minutes of [0, webinar.durationMinutes]) {
        expect(__ZONED_TIMES__[zonedTimeKey(webinar.startsAt, webinar.timeZone, minutes)]).toBe(computeZonedIso(webinar.startsAt, webinar.timeZone, minutes))
      }
    }
  })

  it('works out any other time with the offset in force on that date', () => {
    expect(zonedIso('2025-01-15T11:00', 'America/Los_Angeles')).toBe('2025-01-15T11:00:00-08:00')
    expect(computeZonedIso('2025-06-01T11:00', 'America/Los_Angeles')).toBe('2025-06-01T11:00:00-07:00')
    expect(computeZonedIso('2025-06-01T11:00', 'America/Los_Angeles', 60)).toBe('2025-06-01T12:00:00-07:00')
    expect(zonedIso('2025-06-01T09:30', 'Asia/Kolkata')).toBe('2025-06-01T09:30:00+05:30')
    expect(zonedIso('2025-03-30T03:00', 'Europe/Berlin')).toBe('2025-03-30T03:00:00+02:00')
    expect(() => zonedIso('June 1, 11:00', 'Europe/Berlin')).toThrow(/expected YYYY-MM-DDTHH:MM/)
  })

  it('keys the resolved times by wall clock, zone and shift', () => {
    expect(resolveZonedTimes([['2025-06-01T11:00', 'America/Los_Angeles', 45]])).toEqual({
      '2025-06-01T11:00|America/Los_Angeles|45': '2025-06-01T11:45:00-07:00',
    })
  })
})
