/**
 * Reads one article file the way the MDX build will: the same parser (@mdx-js/mdx with
 * remark-frontmatter and remark-gfm) and the same YAML parser remark-mdx-frontmatter
 * uses, so the index's metadata and the compiled page can never read a file differently.
 * Returns the raw front matter and what the body rules and the read time need.
 */
import { createProcessor } from '@mdx-js/mdx'
import type { Nodes, Root } from 'mdast'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import { parse as parseYaml } from 'yaml'

export interface ArticleSourceInfo {
  /** The YAML front matter as parsed (unvalidated); undefined when the file has none. */
  frontMatter: unknown
  /** Words of the body text (headings, paragraphs, lists, tables, quotes; not code or markup). */
  wordCount: number
  /** Every heading of the body, in order. */
  headings: { depth: number; text: string; line: number }[]
  /** Every link target of the body. */
  links: { url: string; line: number }[]
}

const processor = createProcessor({ remarkPlugins: [remarkFrontmatter, remarkGfm] })

function textOf(node: Nodes): string {
  if (node.type === 'text' || node.type === 'inlineCode') return node.value
  if ('children' in node) return (node.children as Nodes[]).map(textOf).join(node.type === 'tableRow' || node.type === 'table' ? ' ' : '')
  return ''
}

/** Throws (with the parser's line and column) when the file is not valid MDX or YAML. */
export function readArticleSource(source: string): ArticleSourceInfo {
  const tree = processor.parse(source) as Root
  let frontMatter: unknown
  let words = 0
  const headings: ArticleSourceInfo['headings'] = []
  const links: ArticleSourceInfo['links'] = []

  const visit = (node: Nodes) => {
    if (node.type === 'yaml') {
      frontMatter = parseYaml(node.value)
      return
    }
    if (node.type === 'code' || node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') return
    if (node.type === 'heading') headings.push({ depth: node.depth, text: textOf(node).trim(), line: node.position?.start.line ?? 0 })
    if (node.type === 'link') links.push({ url: node.url, line: node.position?.start.line ?? 0 })
    if (node.type === 'text' || node.type === 'inlineCode') {
      words += node.value.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
      return
    }
    if ('children' in node) for (const child of node.children as Nodes[]) visit(child)
  }
  visit(tree)
  return { frontMatter, wordCount: words, headings, links }
}

export interface BodyRules {
  minWords: number
  minSections: number
  maxSections: number
}

export const bodyRules: BodyRules = { minWords: 1200, minSections: 4, maxSections: 8 }

/**
 * Structure problems that break the page: an h1 in the body (the page header has the
 * only one), a skipped heading level, no `## ` section for the table of contents.
 */
export function structureProblems(file: string, info: ArticleSourceInfo): string[] {
  const problems: string[] = []
  let previous = 1
  for (const heading of info.headings) {
    if (!heading.text) problems.push(`${file}:${heading.line}: an empty heading; every heading needs text (the table of contents shows it)`)
    if (heading.depth === 1) problems.push(`${file}:${heading.line}: "# ${heading.text}" is an h1; the page title is the only h1, start sections with "## "`)
    else if (heading.depth > previous + 1)
      problems.push(`${file}:${heading.line}: heading "${heading.text}" skips a level (h${previous} to h${heading.depth}); use ${'#'.repeat(previous + 1)} `)
    previous = heading.depth
  }
  if (!info.headings.some((heading) => heading.depth === 2)) problems.push(`${file}: the body needs "## " sections (they make the table of contents)`)
  return problems
}

/** The writing guide's length rules (1,200+ words, 4-8 sections): warnings in the build, failures in the tests. */
export function guideProblems(file: string, info: ArticleSourceInfo, rules: BodyRules = bodyRules): string[] {
  const problems: string[] = []
  if (info.wordCount < rules.minWords) problems.push(`${file}: ${info.wordCount} words; articles have at least ${rules.minWords}`)
  const sections = info.headings.filter((heading) => heading.depth === 2).length
  if (sections < rules.minSections || sections > rules.maxSections)
    problems.push(`${file}: ${sections} "## " sections; articles have ${rules.minSections} to ${rules.maxSections}`)
  return problems
}
