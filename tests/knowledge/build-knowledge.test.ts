import { describe, expect, it } from 'vitest'
import { site } from '~/config/site'
import { team } from '~/content/about'
import { aiUseCasesPage } from '~/content/ai-use-cases'
import { caseCards } from '~/content/case-studies'
import { contactPage } from '~/content/contact'
import { hero, servicesSection } from '~/content/home'
import { allPages, knowledgePages } from '~/content/registry/all-pages'
import { specialOfferPage } from '~/content/special-offer'
import { webinars } from '~/content/webinars'
import { passageHref } from '~/shared/assistant-knowledge'
import { buildKnowledge, chapterLength, PASSAGE_MAX_WORDS, PASSAGE_MIN_WORDS, pagePassages, wordCount } from '../../scripts/knowledge/build-knowledge'
import { pageSections } from '../../scripts/knowledge/page-text'
import { siteKnowledge } from './site-knowledge'

const { pages, knowledge } = await siteKnowledge()
const { passages } = knowledge
/** All passage text, white space collapsed, as one string to look facts up in. */
const allText = passages.map((p) => `${p.heading}\n${p.text}`).join('\n').replace(/\s+/g, ' ')
const has = (fact: string) => allText.includes(fact.replace(/\s+/g, ' ').trim())
const missing = (facts: readonly string[]) => facts.filter((fact) => !has(fact))

describe('the assistant knowledge built from the pages', () => {
  it('names the brand and holds passages of every page it learns from; only the sitemap and form-only pages are left out', () => {
    expect(knowledge.brand).toBe(site.brandName)
    const covered = new Set(passages.map((p) => p.path))
    expect(knowledgePages.map((p) => p.path).filter((path) => !covered.has(path))).toEqual([])
    expect(allPages.filter((p) => !covered.has(p.path)).map((p) => p.path)).toEqual(['/thank-you', '/webinar-registration', '/sitemap'])
    // The eight articles, every case study, industry and service page.
    for (const prefix of ['/blog/', '/case-studies/', '/verticals/', '/services/']) {
      const family = allPages.filter((p) => p.path.startsWith(prefix)).map((p) => p.path)
      expect(family.length).toBeGreaterThan(0)
      expect(family.filter((path) => !covered.has(path))).toEqual([])
    }
    expect(allPages.filter((p) => p.kind === 'article')).toHaveLength(8)
  })

  it('keeps every passage at most 300 words, and a short section in the passage of the heading it sits under when it fits there', () => {
    console.log(`${passages.length} passages, ${JSON.stringify(knowledge).length} characters of JSON`)
    for (const [i, passage] of passages.entries()) {
      const words = wordCount(passage.text)
      expect(words, passage.id).toBeGreaterThan(0)
      expect(words, passage.id).toBeLessThanOrEqual(PASSAGE_MAX_WORDS)
      const before = passages[i - 1]
      if (before?.path !== passage.path) continue
      const sections = pageSections(pages.find((p) => p.path === passage.path)!.html)
      const start = sections.findIndex((s) => s.anchor === passage.anchor)
      const above = sections.find((s) => s.anchor === before.anchor)!
      // A passage right after the passage of a higher heading sits under that heading.
      if (above.level >= sections[start]!.level) continue
      const chapter = sections.slice(start, start + chapterLength(sections, start))
      const chapterWords = chapter.reduce((sum, s, k) => sum + wordCount(s.blocks.join(' ')) + (k > 0 ? wordCount(s.heading) : 0), 0)
      const fits = wordCount(before.text) + wordCount(passage.heading) + chapterWords <= PASSAGE_MAX_WORDS
      expect(chapterWords >= PASSAGE_MIN_WORDS || !fits, `${passage.id} could join ${before.id}`).toBe(true)
    }
    const sizes = passages.map((p) => wordCount(p.text)).sort((a, b) => a - b)
    expect(sizes[Math.floor(sizes.length / 2)]).toBeGreaterThanOrEqual(100)
  })

  it('labels every passage by the heading it sits under: the sections it holds after its own are all beneath that heading', () => {
    for (const page of pages) {
      const sections = pageSections(page.html)
      const own = passages.filter((p) => p.path === page.path)
      const starts = own.map((p) => sections.findIndex((s) => s.anchor === p.anchor))
      expect(starts, page.path).not.toContain(-1)
      for (const [k, start] of starts.entries()) {
        const held = sections.slice(start + 1, starts[k + 1] ?? sections.length)
        const beside = held.filter((s) => s.level <= sections[start]!.level).map((s) => s.heading)
        expect(beside, `${own[k]!.id} holds sections beside its heading`).toEqual([])
      }
    }
    // The playbooks page's six playbooks: none stands under another's title.
    const playbooks = passages.filter((p) => p.path === '/playbooks')
    for (const playbook of playbooks.filter((p) => p.heading.endsWith('Playbook'))) {
      expect(playbook.text.split('\n').filter((line) => line.endsWith(' Playbook')), playbook.id).toEqual([])
    }
  })

  it('gives every passage a unique id made of its page path and heading anchor, a page title and plain text', () => {
    expect(new Set(passages.map((p) => p.id)).size).toBe(passages.length)
    const titles = new Map(allPages.map((p) => [p.path, p.title]))
    for (const passage of passages) {
      expect(passage.id).toBe(passageHref(passage))
      expect(passage.title).toBe(titles.get(passage.path))
      expect(passage.text).not.toMatch(/<\/?[a-z][^>]*>|&(?:amp|lt|gt|quot|#\d+);/i)
      expect(Boolean(passage.heading)).toBe(Boolean(passage.anchor))
    }
  })

  it('links every passage to a heading that carries that id on the rendered page, with the same words', () => {
    const html = new Map(pages.map((p) => [p.path, p.html]))
    for (const passage of passages.filter((p) => p.anchor)) {
      const page = html.get(passage.path) ?? ''
      const heading = new RegExp(`<h[2-6][^>]*\\sid="${passage.anchor.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"[^>]*>`).exec(page)
      expect(heading, passage.id).not.toBeNull()
      expect(page.split(`id="${passage.anchor}"`)).toHaveLength(2)
      const section = pageSections(page).find((s) => s.anchor === passage.anchor)
      expect(section?.heading).toBe(passage.heading)
    }
  })

  it('keeps what the four built-in documents held: master knowledge base, leadership team, 2025 function use-cases, free automation offer', () => {
    // Master knowledge base: the agency, its services, industries, case studies, resources and contact.
    expect(missing([site.tagline, ...servicesSection.cards.map((c) => c.title), ...servicesSection.cards.flatMap((c) => c.benefits)])).toEqual([])
    expect(missing(hero.metrics.map((m) => m.label))).toEqual([])
    expect(missing(caseCards.flatMap((c) => [c.title, c.subtitle]))).toEqual([])
    expect(missing(webinars.map((w) => w.title))).toEqual([])
    expect(missing([contactPage.replyPromise, contactPage.offerText])).toEqual([])
    // Leadership team.
    expect(missing(team.members.flatMap((m) => [m.name, m.role, m.tagline, ...m.expertise]))).toEqual([])
    // 2025 function use-cases.
    expect(missing(aiUseCasesPage.functions.flatMap((f) => [f.name, f.intro, ...f.useCases.flatMap((u) => [u.title, u.description])]))).toEqual([])
    expect(missing(aiUseCasesPage.checklist.rows.flatMap((r) => [r.pilot, r.kpi]))).toEqual([])
    // Free automation offer: the phases, eligibility, process and FAQ.
    const offer = specialOfferPage.sections.flatMap((section): string[] => {
      switch (section.kind) {
        case 'timeline':
          return section.steps.flatMap((s) => [s.title, s.description])
        case 'eligibility':
          return section.criteria.flatMap((c) => [c.requirement, c.detail])
        case 'process':
          return section.steps.flatMap((s) => [s.title, s.description])
        case 'faq':
          return section.items.flatMap((q) => [q.question, q.answer])
        default:
          return []
      }
    })
    expect(offer.length).toBeGreaterThan(10)
    expect(missing(offer)).toEqual([])
    expect(missing([specialOfferPage.hero.description, specialOfferPage.closing.text])).toEqual([])
  })

  it('reads only the page: no header, footer, hidden text, form controls or teasers of other pages', () => {
    const header = '<header><nav><a href="/">Brand</a></nav></header>'
    const html = `${header}<main><h1>Title</h1><p>Opening words here.</p><span aria-hidden="true">decoration</span>
      <div hidden=""><p>Hidden panel</p></div><form><label>Name<input></label><button>Send</button></form>
      <section><h2 id="one">First &amp; only</h2><p>Alpha <b>beta</b> gamma.</p><ul><li>One</li><li>Two</li></ul><h3>Sub</h3><p>Delta.</p></section>
      <section data-assistant-skip=""><h2 id="related">Related</h2><p>Other page</p></section></main><footer>Footer text</footer>`
    expect(pageSections(html)).toEqual([
      { level: 1, heading: '', anchor: '', blocks: ['Opening words here.'] },
      { level: 2, heading: 'First & only', anchor: 'one', blocks: ['Alpha beta gamma.', 'One', 'Two', 'Sub', 'Delta.'] },
    ])
    expect(pagePassages({ path: '/p', title: 'P', html })).toEqual([
      { id: '/p', path: '/p', title: 'P', heading: '', anchor: '', text: 'Opening words here.\nFirst & only\nAlpha beta gamma.\nOne\nTwo\nSub\nDelta.' },
    ])
  })

  it('keeps the word boundaries the page shows: chips, flex and grid items, cells and boxes are words of their own', () => {
    const chip = 'rounded-full border px-3 py-1 text-sm'
    const html = `<main><dl><div><dt>Data</dt><dd class="mt-3 flex flex-wrap gap-2"><span class="${chip}">PostgreSQL</span><span class="${chip}">Snowflake</span></dd></div></dl>
      <p class="flex gap-2"><span>By Ana</span><time>March 1, 2025</time><span>6 min read</span></p>
      <table><tr><td>Before</td><td>After</td></tr></table><span class="inline-block">Alpha</span><span class="md:inline-flex">Beta</span>
      <p>Inline <b>bold</b> and <a href="/x">linked</a> words stay in their sentence.</p></main>`
    expect(pageSections(html)[0]?.blocks).toEqual([
      'Data', 'PostgreSQL', 'Snowflake', 'By Ana', 'March 1, 2025', '6 min read', 'Before', 'After', 'Alpha', 'Beta', 'Inline bold and linked words stay in their sentence.',
    ])
  })

  it('leaves out controls and navigation: buttons, links drawn as buttons or arrows, nav; keeps cards, mail links and tab panels', () => {
    const html = `<main><header><button type="button">Back</button><a class="inline-flex rounded-lg" href="/contact">Contact Sales</a><h1>Title</h1><p>Intro.</p></header>
      <nav aria-label="Table of contents"><h2>On this page</h2><a href="#a">A</a></nav>
      <p>Read our <a href="/case-studies">case studies</a>.</p><a class="mt-8 inline-flex gap-2" href="/s">Explore <span class="sr-only">Sales</span>AI<svg aria-hidden="true"></svg></a>
      <a class="flex flex-col p-6" href="/verticals/adtech"><span class="flex text-lg">AdTech</span><span class="mt-2">Campaign operations.</span></a>
      <a class="inline-flex gap-1" href="mailto:hello@example.com">hello@example.com</a>
      <div role="tabpanel" hidden=""><p>Second tab.</p></div><svg class="sm:hidden" role="img" aria-label="Chart: sales up"></svg><svg class="hidden sm:block" role="img" aria-label="Chart: sales up"></svg>
      <div role="img" aria-label="Payback in month 5"><span>$0</span><span>$100K</span></div></main>`
    expect(pageSections(html)[0]?.blocks).toEqual([
      'Intro.', 'Read our case studies.', 'AdTech', 'Campaign operations.', 'hello@example.com', 'Second tab.', 'Chart: sales up', 'Payback in month 5',
    ])
  })

  it('refuses a section too long for one passage, and a heading id used twice', () => {
    const long = `<main><h2 id="a">A</h2><p>${'word '.repeat(PASSAGE_MAX_WORDS + 1)}</p></main>`
    expect(() => buildKnowledge([{ path: '/p', title: 'P', html: long }], 'B')).toThrow(/\/p#a has 301 words/)
    const twice = `<main><h2 id="a">A</h2><p>${'word '.repeat(200)}</p><h2 id="a">A again</h2><p>${'word '.repeat(200)}</p></main>`
    expect(() => buildKnowledge([{ path: '/p', title: 'P', html: twice }], 'B')).toThrow(/two passages have the id \/p#a/)
  })
})
