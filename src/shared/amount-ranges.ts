/**
 * Amounts a buyer states and the ranges a page states, for the lexical half of retrieval:
 * "we have 1000 employees" or "about $100M in revenue" is answered by a page for
 * "companies of 200 to 2,500 employees" or "$25M to $750M annual revenue", which writes
 * neither number. Each range a passage states is indexed as terms, one per step of a
 * logarithmic scale it covers (ten steps a decade), named by what it counts; a question's
 * amount is searched as the term of its step. Single figures ("900 employees") state no
 * range and are not read: a client's size does not say whom an offer is for.
 */

/** What an amount counts: the words that name it after the number, and its terms' prefix. */
const KINDS: readonly { prefix: string; units: RegExp }[] = [
  { prefix: 'amountpeople', units: /^(?:employees?|people|staff|persons?|workers|headcount|ftes?|-person|person-?)$/ },
  { prefix: 'amountagents', units: /^agents?$/ },
  { prefix: 'amountreps', units: /^(?:reps|salespeople|sellers)$/ },
]
const MONEY = 'amountmoney'
/** Steps of the scale per decade: 200 and 250 fall on different steps, 200 and 205 on one. */
const STEPS_PER_DECADE = 10
/**
 * How far an open range ("50 or more employees", "1,600+") reaches: one decade. It says most about the
 * sizes near its start, and a company ten times that size is better served by a page naming its size.
 */
const OPEN_STEPS = STEPS_PER_DECADE

const MAGNITUDES: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, mm: 1e6, mn: 1e6, million: 1e6, b: 1e9, bn: 1e9, billion: 1e9 }
const NUMBER = String.raw`([$€£]?)(\d[\d,]*(?:\.\d+)?)\s?(k|m|mm|mn|b|bn|thousand|million|billion)?\b(\+?)`
const step = (value: number) => Math.floor(STEPS_PER_DECADE * Math.log10(value) + 1e-9)

interface Amount {
  value: number
  /** Written with a currency sign or a magnitude ("$25M", "100m"): money, whatever follows. */
  money: boolean
  /** Written "1,600+": open above. */
  plus: boolean
}

/** The amount of NUMBER's four groups (currency, digits, magnitude, plus), null when it is no positive number. */
function amountOf([currency, digits, magnitude, plus]: readonly (string | undefined)[]): Amount | null {
  const value = Number(digits!.replaceAll(',', '')) * (magnitude ? MAGNITUDES[magnitude]! : 1)
  if (!Number.isFinite(value) || value <= 0) return null
  return { value, money: Boolean(currency || magnitude), plus: Boolean(plus) }
}

/** The kind of an amount: money, or what the word after it counts; null for a bare number. */
function kindOf(amount: Amount, after: string): string | null {
  if (amount.money) return MONEY
  const unit = /^\s*(-?[\p{L}]+-?)/u.exec(after)?.[1]?.toLowerCase() ?? ''
  return KINDS.find((kind) => kind.units.test(unit))?.prefix ?? null
}

const termsFor = (prefix: string, from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => `${prefix}${from + i}`)

/** The terms of the ranges a text states: "200 to 2,500 employees", "20-200 agents", "50 or more employees", "$25M to $750M", "1,600+ employees". */
export function rangeTerms(text: string): string[] {
  const terms: string[] = []
  const lower = text.toLowerCase()
  const range = new RegExp(String.raw`${NUMBER}\s*(?:to|-|–)\s*${NUMBER}`, 'gu')
  for (let match = range.exec(lower); match; match = range.exec(lower)) {
    // "25 to 750M": the low end takes the high end's magnitude when it has none, and either end's money sign.
    const [currency, digits, magnitude, plus] = match.slice(1, 5)
    const low = amountOf([currency, digits, magnitude ?? match[7], plus])
    const high = amountOf(match.slice(5, 9))
    if (!low || !high || high.value <= low.value) continue
    const kind = kindOf({ ...high, money: high.money || low.money }, lower.slice(match.index + match[0].length))
    if (kind) terms.push(...termsFor(kind, step(low.value), step(high.value)))
  }
  const open = new RegExp(String.raw`${NUMBER}(\s*or more)?`, 'gu')
  for (let match = open.exec(lower); match; match = open.exec(lower)) {
    const amount = amountOf(match.slice(1, 5))
    if (!amount || !(amount.plus || match[5])) continue
    const kind = kindOf(amount, lower.slice(match.index + match[0].length))
    if (kind) terms.push(...termsFor(kind, step(amount.value), step(amount.value) + OPEN_STEPS))
  }
  return [...new Set(terms)]
}

/** The terms of the amounts a question states ("1000 employees", "a 20-person company", "$100M revenue"), one each. */
export function amountTerms(question: string): string[] {
  const terms: string[] = []
  const lower = question.toLowerCase()
  const number = new RegExp(NUMBER, 'gu')
  for (let match = number.exec(lower); match; match = number.exec(lower)) {
    const amount = amountOf(match.slice(1, 5))
    const kind = amount && kindOf(amount, lower.slice(match.index + match[0].length))
    if (amount && kind) terms.push(`${kind}${step(amount.value)}`)
  }
  return [...new Set(terms)]
}
