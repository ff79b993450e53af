import { globSync, readFileSync } from 'node:fs'
import ts from 'typescript'

/**
 * The words the site's pages are written from, read from their sources rather than from
 * the rendered HTML: every string and JSX text in src/ and every article's MDX. A word of
 * the built knowledge that is none of these was made by the text extraction, most often
 * by gluing two neighbours together ("PostgreSQLSnowflake", "DemoRead", "20257").
 */

/** A word: a run of letters and digits (a brand's capitals and a version's dots split it, alike on both sides). */
export const WORD = /[\p{L}\p{N}]+/gu

/** A figure formatted with thousands separators at render time (a calculator's "$121,440"): a number, not words. */
const GROUPED_NUMBER = /\d{1,3}(?:,\d{3})+(?:\.\d+)?/g

/** Glue no source writes: a figure's closing sign followed by a word ("+42%Lead"), or a currency sign after one ("$0$100K"). */
const GLUED_SIGNS = /[%)\]”][\p{L}\p{N}]|[\p{L}\p{N}][$€£]/u

function stringsOf(file: string): string[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, kind)
  const strings: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isJsxText(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) strings.push(node.text)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return strings
}

/** Every word (lower case) of the site's text sources, under a root folder (the project's src/). */
export function sourceWords(root = 'src'): Set<string> {
  const words = new Set<string>()
  const add = (text: string) => {
    for (const [word] of text.matchAll(WORD)) words.add(word.toLowerCase())
  }
  for (const file of globSync(`${root}/**/*.{ts,tsx}`)) stringsOf(file).forEach(add)
  for (const file of globSync(`${root}/**/*.{md,mdx}`)) add(readFileSync(file, 'utf8'))
  return words
}

/**
 * The white-space separated tokens of a text that no source writes: a token is fine when
 * each of its words is a source word (figures grouped by thousands count as one number)
 * and no sign glues two of them together.
 */
export function unknownTokens(text: string, words: ReadonlySet<string>): string[] {
  return text.split(/\s+/).filter((token) => {
    if (GLUED_SIGNS.test(token)) return true
    const rest = token.replace(GROUPED_NUMBER, ' ')
    return [...rest.matchAll(WORD)].some(([word]) => !words.has(word.toLowerCase()))
  })
}
