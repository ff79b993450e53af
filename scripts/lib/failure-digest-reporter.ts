/**
 * A Playwright reporter that ends the run with why each failed test failed, in a few lines:
 * the list reporter prints every failure in full, far up a long log, and a CI page that
 * shows only the log's end then names the failed test without its reason (a console error's
 * text, the value a locator had).
 */
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter'

const linesPerFailure = 14
const failuresShown = 4

// Colour codes from the error's formatting (ESC [ ... m).
const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g')

export default class FailureDigestReporter implements Reporter {
  private readonly failures: string[] = []

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped' || result.status === test.expectedStatus) return
    const where = `${test.location.file.split('/').slice(-2).join('/')}:${test.location.line}`
    const reasons = result.errors.flatMap((error) => (error.message ?? error.value ?? '').replace(ansi, '').split('\n'))
    const shown = reasons.filter((line) => line.trim() !== '').slice(0, linesPerFailure)
    this.failures.push([`x ${test.titlePath().slice(-2).join(' > ')} (${where}, ${result.status})`, ...shown.map((line) => `    ${line}`)].join('\n'))
  }

  onEnd(_result: FullResult): void {
    if (this.failures.length === 0) return
    const more = this.failures.length - failuresShown
    process.stdout.write(`\n== Why the end-to-end tests failed\n${this.failures.slice(0, failuresShown).join('\n')}\n${more > 0 ? `(and ${more} more above)\n` : ''}`)
  }
}
