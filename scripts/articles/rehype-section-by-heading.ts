/**
 * A rehype step for the MDX build: each `## ` heading and what follows it, up to the next
 * one, becomes a <section>. The body is then a few blocks that the browser can leave
 * unrendered while they are far below the viewport (`section` in
 * src/features/blog/mdx-components.tsx). What comes before the first heading stays as it
 * is, and so do the module's imports and exports, which must stay at the top level.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast'

export function rehypeSectionByHeading() {
  return (tree: Root) => {
    const top: RootContent[] = []
    let section: Element | undefined
    for (const node of tree.children) {
      if (node.type === 'element' && node.tagName === 'h2') {
        section = { type: 'element', tagName: 'section', properties: {}, children: [] }
        top.push(section)
      }
      if (section && (node.type as string) !== 'mdxjsEsm') section.children.push(node as ElementContent)
      else top.push(node)
    }
    tree.children = top
  }
}
