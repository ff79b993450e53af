/**
 * The article pipeline as Vite plugins (see docs/decisions/0009-articles-as-mdx.md):
 * - MDX: `src/content/articles/<slug>.mdx` compiles to a React component with
 *   remark-frontmatter + remark-mdx-frontmatter (`export const frontmatter`), remark-gfm
 *   (tables), rehype-slug (heading ids), rehypeExportToc (`export const toc`) and
 *   rehypeSectionByHeading (a <section> per `## ` heading).
 * - Index: at the start of every build and dev server, and on every article change in
 *   dev, each file is read and its front matter checked by the valibot schema in
 *   front-matter.ts; any problem fails the build naming the file and the field. The
 *   metadata (no bodies) is written to `slugs.gen.ts` and `meta.gen.ts` beside the
 *   articles, which the router, blog index, thank-you page, sitemap and RSS feed read.
 * - Images: each article's hero artwork is rendered by sharp into the widths and formats
 *   of src/content/article-images.ts (cached), emitted into the client build's
 *   assets/articles/ and served by the dev server from the same cache.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import mdx from '@mdx-js/rollup'
import rehypeSlug from 'rehype-slug'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import remarkMdxFrontmatter from 'remark-mdx-frontmatter'
import { runnerImport, type Plugin, type ViteDevServer } from 'vite'
import { articleCategories } from '../../src/content/article-categories.ts'
import { artworkSource } from './artwork.ts'
import { collectArticles, renderMetaModule, renderSlugsModule, type ArticleMeta } from './collect.ts'
import { heroFiles } from './images.ts'
import { rehypeExportToc } from './rehype-export-toc.ts'
import { rehypeSectionByHeading } from './rehype-section-by-heading.ts'

export const articlesDirName = 'src/content/articles'

/** The team's exact names and roles, read from src/content/about.ts through Vite's module runner (it uses the `~` alias and env). */
export async function loadTeam(root: string): Promise<{ name: string; role: string }[]> {
  const { module } = await runnerImport<{ team: { members: readonly { name: string; role: string }[] } }>(join(root, 'src/content/about.ts'), {
    configFile: false,
    logLevel: 'silent',
    root,
    define: { __DEMO_MODE__: 'true' },
    resolve: { alias: { '~': join(root, 'src') } },
  })
  return module.team.members.map(({ name, role }) => ({ name, role }))
}

function writeIfChanged(file: string, content: string) {
  if (!existsSync(file) || readFileSync(file, 'utf8') !== content) writeFileSync(file, content)
}

/** Validates every article and writes the generated modules; throws one error listing every problem. */
export async function buildArticleIndex(root: string, log: { warn(message: string): void } = console): Promise<ArticleMeta[]> {
  const dir = join(root, articlesDirName)
  const { articles, problems, warnings } = collectArticles(dir, { team: await loadTeam(root), categories: articleCategories }, root)
  if (problems.length > 0) throw new Error(`Article check failed:\n- ${problems.join('\n- ')}`)
  for (const warning of warnings) log.warn(`Article writing guide: ${warning}`)
  writeIfChanged(join(dir, 'slugs.gen.ts'), renderSlugsModule(articles))
  writeIfChanged(join(dir, 'meta.gen.ts'), renderMetaModule(articles))
  return articles
}

function articleIndexPlugin(): Plugin {
  let root = process.cwd()
  let articles: ArticleMeta[] = []
  let isSsrBuild = false

  const heroesOf = (list: readonly ArticleMeta[]) =>
    Promise.all(list.map((article) => heroFiles(article.slug, article.imageVersion, artworkSource(join(root, articlesDirName), article.slug, article.category))))

  const watchInDev = (server: ViteDevServer) => {
    const dir = join(root, articlesDirName)
    const refresh = (file: string) => {
      if (!file.startsWith(dir) || !/\.(mdx?|svg)$/.test(file)) return
      buildArticleIndex(root, server.config.logger)
        .then((list) => {
          articles = list
        })
        .catch((error: unknown) => server.config.logger.error(error instanceof Error ? error.message : String(error)))
    }
    server.watcher.on('add', refresh)
    server.watcher.on('change', refresh)
    server.watcher.on('unlink', refresh)
  }

  return {
    name: 'articles-index',
    configResolved(config) {
      root = config.root
      isSsrBuild = Boolean(config.build.ssr)
    },
    async buildStart() {
      articles = await buildArticleIndex(root, { warn: (message) => this.warn(message) })
    },
    async generateBundle() {
      if (isSsrBuild || this.environment.config.consumer !== 'client') return
      for (const files of await heroesOf(articles)) for (const file of files) this.emitFile({ type: 'asset', fileName: file.fileName, source: file.source })
    },
    configureServer(server) {
      watchInDev(server)
      server.middlewares.use('/assets/articles/', (req, res, next) => {
        const name = (req.url ?? '').split('?')[0]?.replace(/^\//, '')
        heroesOf(articles)
          .then((all) => {
            const file = all.flat().find((candidate) => candidate.fileName === `assets/articles/${name}`)
            if (!file) return next()
            res.setHeader('Content-Type', { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' }[name?.split('.').pop() ?? ''] ?? 'application/octet-stream')
            res.end(file.source)
          })
          .catch(next)
      })
    },
  }
}

/** The MDX compiler and the article index/images step, in that order. */
export function articlesPlugin(): Plugin[] {
  return [
    {
      enforce: 'pre',
      // Typed for Rollup; Vite 8 (Rolldown) runs it as is.
      ...(mdx({
        remarkPlugins: [remarkFrontmatter, [remarkMdxFrontmatter, { name: 'frontmatter' }], remarkGfm],
        rehypePlugins: [rehypeSlug, rehypeExportToc, rehypeSectionByHeading],
      }) as Plugin),
    },
    articleIndexPlugin(),
  ]
}
