import { describe, expect, it } from 'vitest'
import { getDomain } from '@mocks/browser-worker/public-suffix'

describe("the mock layer's stand-in for the public suffix list", () => {
  it('gives the registrable domain of the hosts the demo runs on', () => {
    expect(getDomain('localhost')).toBe('localhost')
    expect(getDomain('127.0.0.1')).toBe('127.0.0.1')
    expect(getDomain('www.meridian-ai.example')).toBe('meridian-ai.example')
    expect(getDomain('demo.site.example.')).toBe('site.example')
    expect(getDomain('')).toBeNull()
  })
})
