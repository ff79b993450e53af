/** Zoned times live with the content that needs them (the webinars' dates); the head and the calendar file use them from here too. */
export * from '../content/zoned-time.ts'
