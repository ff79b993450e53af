/**
 * A rehype step for the MDX build, after rehype-slug: exports the article's `## `
 * sections as `export const toc = [{ id, title }, …]`, so the table of contents comes
 * from the same compiled headings (and ids) as the body, never from a second parser.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast'

export interface TocEntry {
  id: string
  title: string
}

function textOf(node: ElementContent | RootContent): string {
  if (node.type === 'text') return node.value
  if ('children' in node) return (node.children as ElementContent[]).map(textOf).join('')
  return ''
}

function collect(node: Root | Element, into: TocEntry[]) {
  for (const child of node.children) {
    if (child.type !== 'element') continue
    if (child.tagName === 'h2' && typeof child.properties.id === 'string') into.push({ id: child.properties.id, title: textOf(child).trim() })
    else collect(child, into)
  }
}

const literal = (value: string) => ({ type: 'Literal', value, raw: JSON.stringify(value) })

export function rehypeExportToc() {
  return (tree: Root) => {
    const entries: TocEntry[] = []
    collect(tree, entries)
    const estree = {
      type: 'Program',
      sourceType: 'module',
      body: [
        {
          type: 'ExportNamedDeclaration',
          specifiers: [],
          source: null,
          attributes: [],
          declaration: {
            type: 'VariableDeclaration',
            kind: 'const',
            declarations: [
              {
                type: 'VariableDeclarator',
                id: { type: 'Identifier', name: 'toc' },
                init: {
                  type: 'ArrayExpression',
                  elements: entries.map((entry) => ({
                    type: 'ObjectExpression',
                    properties: (['id', 'title'] as const).map((key) => ({
                      type: 'Property',
                      key: { type: 'Identifier', name: key },
                      value: literal(entry[key]),
                      kind: 'init',
                      method: false,
                      shorthand: false,
                      computed: false,
                    })),
                  })),
                },
              },
            ],
          },
        },
      ],
    }
    // An ESM node as remark-mdx would have produced it: recma turns it into an export.
    tree.children.unshift({ type: 'mdxjsEsm', value: '', data: { estree } } as unknown as RootContent)
  }
}
