import MiniSearch from 'minisearch'
import { amountTerms, rangeTerms } from './amount-ranges.ts'
import type { KnowledgePassage } from './assistant-knowledge.ts'
import { ABBREVIATIONS, RELATED_WORDS, STOP_WORDS } from './buyer-words.ts'
import { ASKS_AGENCY, FRAMES, PROVIDES } from './question-frames.ts'
import { ARTICLE_PATH_PREFIX } from './site-paths.ts'

/**
 * The lexical half of retrieval: BM25 over each passage's title, heading and text
 * (MiniSearch), reading a question the way a buyer types it. Each of the question's words
 * is searched as typed and through what it may also be written as on a page:
 * - an abbreviation and its words ("CTO", "chief technology officer"), either way round;
 * - related words a page may use instead (src/shared/buyer-words.ts), weighed less;
 * - a word no passage holds, read as the site's word it stands for: misspelt ("pricng"), with
 *   a prefix ("reskilling"), two words run together ("anytime"), cut short ("calc") or with a number after
 *   its letters ("soc2");
 * - an amount ("1000 employees", "$100M in revenue") as the ranges that hold it (src/shared/amount-ranges.ts);
 * - what a question's frame asks without naming it: a price, a length, a person, the agency's contact details,
 *   its services or its team.
 * A passage's share of the question counts each of its words for one word of the question only.
 */

/**
 * A light suffix strip, so 'pricing', 'prices' and 'price' meet; 'teams' and 'team' too; and
 * 'downloadable' and 'download', 'scalable' and 'scale'.
 */
export function stem(word: string): string {
  let w = word
  for (const suffix of ['ations', 'ation', 'ings', 'ing', 'ies', 'ied', 'able', 'ible', 'es', 'ed', 'ly', 's']) {
    // 'process' keeps its 's' ('processes' is 'process' + 'es'); so do 'business' and 'success'.
    if (suffix === 's' && w.endsWith('ss')) break
    // 'speed', 'exceed' and 'proceed' are words of their own, not 'spe' + 'ed'.
    if (suffix === 'ed' && w.endsWith('eed')) continue
    // '-ble' and '-ly' leave at least four letters: 'reply', 'apply' and 'daily' are words of their own.
    if (w.endsWith(suffix) && w.length - suffix.length >= (suffix.endsWith('ble') || suffix === 'ly' ? 4 : 3)) {
      w = w.slice(0, -suffix.length) + (suffix.startsWith('ation') ? 'at' : suffix.startsWith('ie') ? 'y' : '')
      break
    }
  }
  return w.length > 3 && w.endsWith('e') ? w.slice(0, -1) : w
}

/** A word as the index keeps it: lower case, stemmed; stop words and lone characters dropped. */
function processTerm(term: string): string | null {
  const typed = term.toLowerCase().replaceAll('’', "'")
  if (STOP_WORDS.has(typed)) return null
  const word = typed.replace(/'s$/, '')
  if (word.length < 2 || STOP_WORDS.has(word)) return null
  return stem(word)
}

/**
 * The words of a text. A hyphenated word is also read whole ("start-ups" is "start", "ups"
 * and "startups"), so a buyer typing it either way finds it.
 */
function tokenize(text: string): string[] {
  return text.split(/[^\p{L}\p{N}'’-]+/u).flatMap((word) => {
    const parts = word.split('-').filter(Boolean)
    return parts.length > 1 ? [...parts, parts.join('')] : parts
  })
}

/** The index terms of a text, in order, repeats kept. */
const termsOf = (text: string) => tokenize(text).flatMap((word) => processTerm(word) ?? [])

/** How well a passage matched the question's words. */
export interface LexicalHit {
  /** The passage's position in the knowledge's order. */
  id: number
  /**
   * The share of the question's words the passage holds (0-1), each word weighed by how rare
   * it is among the passages (a word no passage holds is the rarest). A word held only in
   * another form counts less: by a related word (RELATED), by its beginning or a near
   * spelling (APPROXIMATE_MATCH).
   */
  coverage: number
  /** How well the passage matches the question, relative to the best passage (which scores about 1): what the hits are ordered by. */
  score: number
}

export interface LexicalIndex {
  /** Passage positions (in the knowledge's order), best first; only passages sharing a word with the question. */
  rank(question: string): number[]
  /** The passages sharing a word with the question, best first, with how much of it each holds. */
  search(question: string): LexicalHit[]
  /** How many of the question's words no passage holds in any form (a subject the site never names). */
  unknownWords(question: string): number
}

/** A word found by its beginning or a near spelling ('automat' for 'automation') counts this much of one found as typed. */
const APPROXIMATE_MATCH = 0.5
/** A word found through a related word counts this much. */
const RELATED = 0.6
/** An abbreviation found through its words (or the words through the abbreviation) counts this much. */
const SPELT_OUT = 0.9
/**
 * A passage holding every pair of the question's neighbouring words ("customer success") ranks
 * this much higher (in part for some pairs), and as much again when its heading names them.
 */
const NEIGHBOURS_BONUS = 1
/**
 * A passage whose heading (its page's title when it has none) names the question's words is about
 * them, not only mentioning them: it ranks up to this much higher, by the share of the question's
 * words (weighed by rarity) its heading holds. Both rounds of buyer questions, recall@1 of 144: 108
 * without, 115 at 1, 118 at 3, 120 at 5; at 3 the held-out set lost a question (docs/measurements.md, 0018).
 */
const HEADING_BONUS = 1
/** A misspelt word found as the site's nearest word counts this much. */
const CORRECTED = 0.8
/**
 * Prefixes a buyer puts before a word the pages write bare ('reskilling', 'upskill',
 * 'prebuilt', 'multichannel'): a word no passage holds is also searched without one.
 */
const PREFIXES = ['re', 'up', 'pre', 'co', 'non', 'multi', 'cross', 'over', 'under', 'self']
/**
 * A question about what the agency does or is ("do you train our people", "can you integrate with our
 * ERP", "how big is your team") is answered first by the pages that offer it, then by the articles: an
 * article's passage ranks this much of its score. All question sets, 2026-12-06: 0.7 gained a question
 * at @1 and one at @3 and lost none; 0.5 lost one at @3 (docs/measurements.md, 0018).
 */
const ASKS_AGENCY_ARTICLE = 0.7
/** One way a question's word may be written on a page: its terms (all of them, for a phrase) and what finding it is worth. */
interface Form {
  terms: readonly string[]
  weight: number
}

/** A word of the question and the forms it is searched in, itself first. */
interface QuestionWord {
  term: string
  forms: Form[]
  /** Asked by a question's frame without being typed (the price of "how much"): no neighbour of the typed words. */
  implied?: boolean
}

/** The index terms of each group of related words and of each abbreviation's words, by the terms that call them up. */
function buildAlternatives(): Map<string, Form[]> {
  const alternatives = new Map<string, Form[]>()
  const add = (term: string, form: Form) => {
    const forms = alternatives.get(term) ?? []
    const same = forms.find((f) => f.terms.join(' ') === form.terms.join(' '))
    if (same) same.weight = Math.max(same.weight, form.weight)
    else forms.push(form)
    alternatives.set(term, forms)
  }
  for (const [short, long] of Object.entries(ABBREVIATIONS)) {
    const shortTerm = processTerm(short)
    const longTerms = termsOf(long)
    if (!shortTerm || longTerms.length === 0) continue
    add(shortTerm, { terms: longTerms, weight: SPELT_OUT })
    // Only the phrase's own words call the abbreviation up: all of them, checked in `expand`.
    add(longTerms.join(' '), { terms: [shortTerm], weight: SPELT_OUT })
  }
  for (const group of RELATED_WORDS) {
    const members = group.map(termsOf).filter((terms) => terms.length > 0)
    // A phrase of a group ("help desk") calls the others up as a word does, when all its words are typed.
    for (const member of members) {
      for (const other of members) if (other.join(' ') !== member.join(' ')) add(member.join(' '), { terms: other, weight: RELATED })
    }
  }
  return alternatives
}

/** Edit distance with adjacent swaps (Damerau), stopping early once it exceeds `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  let before: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1)
      current.push(value)
      best = Math.min(best, value)
    }
    if (best > limit) return limit + 1
    before = previous
    previous = current
  }
  return previous[b.length]!
}

/**
 * The words of a page's own name in its address ('/case-studies/notion' is "notion"): a visitor
 * who followed a link has read them, and an address may name what the page's text does not.
 */
const addressWords = (path: string) => (path.split('/').pop() ?? '').replaceAll('-', ' ')

/** The lexical index of the passages: titles and headings weigh more than body text. */
export function createLexicalIndex(passages: readonly KnowledgePassage[]): LexicalIndex {
  const search = new MiniSearch<{ id: number; title: string; heading: string; text: string; address: string; ranges: string }>({
    fields: ['title', 'heading', 'text', 'address', 'ranges'],
    idField: 'id',
    processTerm,
    tokenize,
  })
  const addresses = passages.map((passage) => addressWords(passage.path))
  const ranges = passages.map((passage) => rangeTerms(passage.text))
  search.addAll(passages.map((passage, id) => ({ id, title: passage.title, heading: passage.heading, text: passage.text, address: addresses[id]!, ranges: ranges[id]!.join(' ') })))

  /** For each term, the passages that hold it; each passage's pairs of neighbouring terms; how often each word is written. */
  const holders = new Map<string, Set<number>>()
  const neighbours = passages.map(() => new Set<string>())
  const written = new Map<string, number>()
  /** Each passage's heading terms (its page's title when it has none): what it is about. */
  const headings = passages.map((passage) => termsOf(passage.heading || passage.title))
  const headingTerms = headings.map((terms) => new Set(terms))
  const headingPairs = headings.map((terms) => new Set(terms.slice(1).map((term, i) => `${terms[i]} ${term}`)))
  passages.forEach((passage, id) => {
    const words = tokenize(`${passage.title} ${passage.heading} ${passage.text} ${addresses[id]}`.toLowerCase())
    let previous: string | null = null
    for (const word of words) {
      const term = processTerm(word)
      if (!term) continue
      written.set(word, (written.get(word) ?? 0) + 1)
      const set = holders.get(term) ?? new Set<number>()
      set.add(id)
      holders.set(term, set)
      if (previous) neighbours[id]!.add(`${previous} ${term}`)
      previous = term
    }
    for (const term of ranges[id]!) holders.set(term, (holders.get(term) ?? new Set<number>()).add(id))
  })
  const alternatives = buildAlternatives()

  /** The site's term a misspelt word stands for: its most written word within one edit (two for long words), if any. */
  const corrected = (word: string): string | null => {
    if (word.length < 6 || /[\d']/.test(word)) return null
    const limit = word.length >= 8 ? 2 : 1
    let best: string | null = null
    let bestDistance = limit + 1
    for (const [candidate, count] of written) {
      const distance = editDistance(word, candidate, limit)
      if (distance > limit) continue
      if (distance < bestDistance || (distance === bestDistance && count > written.get(best!)!)) {
        best = candidate
        bestDistance = distance
      }
    }
    return best === null ? null : processTerm(best)
  }

  /**
   * The site's term a word cut short stands for ('calc' for 'calculator'): its most written word that begins with it.
   * Cut short and made plural ('execs'), the singular is what was cut short.
   */
  const completed = (word: string): string | null => {
    if (word.length < 4 || /[\d']/.test(word)) return null
    let best: string | null = null
    for (const [candidate, count] of written) {
      if (candidate.length >= word.length + 2 && candidate.startsWith(word) && (best === null || count > written.get(best)!)) best = candidate
    }
    if (best === null) return /[^s]s$/.test(word) ? completed(word.slice(0, -1)) : null
    return processTerm(best)
  }

  /** The site's term an unknown word of letters and a number stands for: its letters ('soc2' is 'soc', 'gpt4' is 'gpt'). */
  const lettered = (word: string): string | null => {
    const letters = /^([a-z]{2,})-?\d+$/.exec(word)?.[1]
    const term = letters ? processTerm(letters) : null
    return term && holders.has(term) ? term : null
  }

  /** The site's term an unknown word stands for once a prefix is taken off ('reskilling' is 'skill'), if any. */
  const unprefixed = (word: string): string | null => {
    for (const prefix of PREFIXES) {
      const rest = word.startsWith(prefix) ? processTerm(word.slice(prefix.length).replace(/^-/, '')) : null
      if (rest && rest.length >= 4 && holders.has(rest)) return rest
    }
    return null
  }

  /**
   * The site's terms an unknown word run together from two stands for ('anytime' is 'time',
   * 'signup' is 'sign'): split where each half is a stop word or a term some passage holds,
   * and at least one half is such a term.
   */
  const split = (word: string): string[] | null => {
    for (let at = 3; at <= word.length - 2; at++) {
      const halves = [word.slice(0, at), word.slice(at)]
      const terms = halves.flatMap((half) => processTerm(half) ?? [])
      const whole = halves.every((half) => STOP_WORDS.has(half) || (half.length >= 3 && holders.has(processTerm(half) ?? '')))
      if (whole && terms.length > 0 && terms.every((term) => holders.has(term))) return terms
    }
    return null
  }

  /** The question's words, each with the forms it is searched in. */
  const expand = (question: string): QuestionWord[] => {
    const typed = new Map<string, string>()
    const lower = question.toLowerCase()
    for (const word of tokenize(lower)) {
      const term = processTerm(word)
      // A number no page writes ("we have 300 employees") names no subject: it is not asked for.
      if (term && !typed.has(term) && !(/^\d+$/.test(term) && !holders.has(term))) typed.set(term, word)
    }
    // "do you sell office furniture" asks about furniture: the verb asking whether the agency provides it names no subject.
    const provides = PROVIDES.exec(lower)?.[1]
    if (provides && typed.size > 1) typed.delete(processTerm(provides) ?? '')
    const terms = [...typed.keys()]
    const words: QuestionWord[] = terms.map((term) => {
      const forms: Form[] = [{ terms: [term], weight: 1 }]
      const known = holders.has(term) || alternatives.has(term)
      const spelling = known ? null : (unprefixed(typed.get(term)!) ?? lettered(typed.get(term)!) ?? corrected(typed.get(term)!))
      if (spelling && spelling !== term) forms.push({ terms: [spelling], weight: CORRECTED })
      const halves = known || spelling ? null : split(typed.get(term)!)
      if (halves) forms.push({ terms: halves, weight: CORRECTED })
      const completion = known || spelling || halves ? null : completed(typed.get(term)!)
      if (completion) forms.push({ terms: [completion], weight: APPROXIMATE_MATCH })
      for (const source of spelling && spelling !== term ? [term, spelling] : [term]) {
        for (const form of alternatives.get(source) ?? []) forms.push({ terms: form.terms, weight: form.weight * (source === term ? 1 : CORRECTED) })
      }
      return { term, forms }
    })
    // Two typed words that pages write as one ("roll out", "note taking", "web site") also find that word.
    const sequence = tokenize(lower)
    for (let i = 0; i + 1 < sequence.length; i++) {
      const joined = processTerm(sequence[i]! + sequence[i + 1]!)
      if (!joined || !(holders.has(joined) || alternatives.has(joined))) continue
      for (const half of [sequence[i]!, sequence[i + 1]!]) {
        const word = words.find((w) => w.term === processTerm(half))
        if (word && word.term !== joined) word.forms.push({ terms: [joined], weight: 1 }, ...(alternatives.get(joined) ?? []))
      }
    }
    // A phrase that spells out an abbreviation ("chief technology officer") also finds the abbreviation.
    for (const [phrase, forms] of alternatives) {
      if (phrase.includes(' ') && phrase.split(' ').every((term) => terms.includes(term))) {
        for (const word of words.filter((w) => phrase.split(' ').includes(w.term))) word.forms.push(...forms)
      }
    }
    // An amount is asked for as the ranges that hold it; one that no range holds names no subject, as a bare number.
    for (const term of amountTerms(question)) if (holders.has(term)) words.push({ term, forms: [{ terms: [term], weight: 1 }], implied: true })
    for (const { asks, means, framing } of FRAMES) {
      const match = asks.exec(lower)
      if (!match) continue
      // A frame may capture its words in one of several alternatives: whichever matched.
      const captured = match.slice(1).find((group) => group !== undefined)
      const framed = captured ? tokenize(captured).map((word) => processTerm(word)) : []
      const meaning = means.map((word) => ({ terms: [processTerm(word)!], weight: RELATED }))
      const own = words.filter((word) => framed.includes(word.term))
      for (const word of own) word.forms = framing ? meaning.map((form) => ({ ...form, weight: 1 })) : [...word.forms, ...meaning]
      if (own.length > 0) continue
      if (!meaning.some((form) => typed.has(form.terms[0]!))) words.push({ term: meaning[0]!.terms[0]!, forms: meaning, implied: true })
    }
    return words
  }

  // BM25's rarity of a word held by this many passages.
  const rarity = (count: number) => Math.log(1 + (passages.length - count + 0.5) / (count + 0.5))
  /** How many passages hold a question word in any of its single-word forms. */
  const holderCount = (word: QuestionWord) => {
    const ids = new Set<number>()
    for (const form of word.forms) if (form.terms.length === 1) for (const id of holders.get(form.terms[0]!) ?? []) ids.add(id)
    return ids.size
  }

  const run = (question: string) => {
    const words = expand(question)
    // A term weighs what it is worth to each question word it stands for, summed: an
    // abbreviation standing for three typed words weighs as much as the three.
    const boosts = new Map<string, number>()
    for (const word of words) {
      const worth = new Map<string, number>()
      for (const form of word.forms) for (const term of form.terms) worth.set(term, Math.max(worth.get(term) ?? 0, form.weight))
      for (const [term, weight] of worth) boosts.set(term, (boosts.get(term) ?? 0) + weight)
    }
    // A question of numbers alone ("what's 15% of 80") names no subject, whatever pages write those numbers.
    if (boosts.size === 0 || words.every((word) => /^\d+$/.test(word.term))) return { words, results: [] }
    const results = search.search([...boosts.keys()].join(' '), {
      // The terms are already the index's own: searched as they are.
      processTerm: (term) => term,
      tokenize: (text) => text.split(' '),
      boost: { title: 2, heading: 1.5 },
      boostTerm: (term) => boosts.get(term) ?? 1,
      prefix: (term) => term.length >= 5,
      fuzzy: (term) => (term.length >= 7 ? 0.15 : false),
    })
    return { words, results }
  }

  const searchWords = (question: string): LexicalHit[] => {
    const { words, results } = run(question)
    const weights = words.map((word) => rarity(holderCount(word)))
    /** The question's neighbouring words, as typed. */
    const asTyped = words.filter((word) => !word.implied)
    const pairs = asTyped.slice(1).map((word, i) => `${asTyped[i]!.term} ${word.term}`)
    const total = weights.reduce((sum, weight) => sum + weight, 0)
    const top = results[0]?.score ?? 1
    /** The share of the question's words (weighed by rarity) held, each by its best form, as `found` scores a term (0-1). */
    const share = (found: (term: string) => number) => {
      let held = 0
      // One word of the page answers one word of the question: a term that a question word holds itself, or that an
      // earlier word reached through a looser form, is not counted again for another word's looser form ("translate
      // hello into german" holds "language" once, not for both "translate" and "german").
      const claimed = new Set(words.filter((word) => found(word.term) > 0).map((word) => word.term))
      words.forEach((word, i) => {
        let best = 0
        let bestTerms: readonly string[] = []
        for (const form of word.forms) {
          const loose = form.weight < 1
          if (loose && form.terms.some((term) => claimed.has(term) && term !== word.term)) continue
          const value = (form.weight * form.terms.reduce((sum, term) => sum + found(term), 0)) / form.terms.length
          if (value > best) [best, bestTerms] = [value, loose ? form.terms : []]
        }
        for (const term of bestTerms) claimed.add(term)
        held += best * weights[i]!
      })
      return total > 0 ? held / total : 0
    }
    const asksAgency = ASKS_AGENCY.test(question.toLowerCase())
    const scored = results.map((result) => {
      const coverage = share((term) => (result.terms.includes(term) ? 1 : result.queryTerms.includes(term) ? APPROXIMATE_MATCH : 0))
      const id = result.id as number
      const together = pairs.length === 0 ? 0 : pairs.filter((pair) => neighbours[id]!.has(pair)).length / pairs.length
      const named = pairs.length === 0 ? 0 : pairs.filter((pair) => headingPairs[id]!.has(pair)).length / pairs.length
      const headed = share((term) => (headingTerms[id]!.has(term) ? 1 : 0))
      const score = (result.score / top) * coverage * (1 + NEIGHBOURS_BONUS * (together + named)) * (1 + HEADING_BONUS * headed) * (asksAgency && passages[id]!.path.startsWith(ARTICLE_PATH_PREFIX) ? ASKS_AGENCY_ARTICLE : 1)
      return { id, coverage, score }
    })
    return scored.sort((a, b) => b.score - a.score || a.id - b.id)
  }

  return {
    search: searchWords,
    rank: (question) => searchWords(question).map((hit) => hit.id),
    unknownWords: (question) => expand(question).filter((word) => !word.implied && holderCount(word) === 0).length,
  }
}
