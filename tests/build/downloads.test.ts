import { describe, expect, it } from 'vitest'
import { downloadDocuments } from '~/content/download-documents'
import { downloadFiles } from '~/content/download-files'
import { playbooksPage } from '~/content/playbooks'
import * as services from '~/content/services'
import { adtech } from '~/content/verticals/adtech'
import { fieldSales } from '~/content/verticals/field-sales'
import { martech } from '~/content/verticals/martech'
import { midMarket } from '~/content/verticals/mid-market'
import { techSmb } from '~/content/verticals/tech-smb'
import { telecom } from '~/content/verticals/telecom'
import type { CtaLink } from '~/content/service-page'
import { renderPdf } from '../../scripts/downloads/render-pdf'

/** The text of an uncompressed PDF's text objects (pdfkit writes each glyph run as hex). */
function pdfText(pdf: Buffer): string {
  return [...pdf.toString('latin1').matchAll(/<([0-9a-f]+)> -?\d+/gi)].map((m) => m[1]).join('')
}

describe('download buttons', () => {
  const ctas: CtaLink[] = [
    ...[adtech, fieldSales, martech, midMarket, techSmb, telecom, ...Object.values(services)].flatMap((page) => [page.hero.primary, page.hero.secondary, page.closing.primary, page.closing.secondary]),
    playbooksPage.hero.primary,
    playbooksPage.hero.secondary,
    playbooksPage.closing.primary,
  ].filter((cta): cta is CtaLink => cta !== undefined)

  it('hand over a file the build writes whenever they promise a download, and no button promises a video', () => {
    for (const cta of ctas) {
      if (/download/i.test(cta.label)) expect(downloadDocuments.map((document) => document.path), cta.label).toContain(cta.file)
      expect(cta.label, cta.label).not.toMatch(/video|watch/i)
    }
    expect(new Set(downloadDocuments.map((document) => document.path))).toEqual(new Set(Object.values(downloadFiles)))
  })

  it('write each document as a PDF with the page’s own headings and text', async () => {
    const brief = downloadDocuments.find((document) => document.path === downloadFiles.telecomBrief)!
    const pdf = await renderPdf(brief, { brand: 'Meridian AI', compress: false })
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length).toBeGreaterThan(1)
    expect(pdfText(pdf).length).toBeGreaterThan(1000)
    expect(brief.sections.map((section) => section.heading)).toEqual(['At a glance', ...telecom.sections.map((section) => section.heading)])
    const playbooks = downloadDocuments.find((document) => document.path === downloadFiles.playbooks)!
    expect(playbooks.sections.map((section) => section.heading)).toEqual(playbooksPage.playbooks.items.map((playbook) => playbook.title))
    expect(playbooks.sections[0]?.items.map((item) => item.text).slice(0, 4)).toEqual([...playbooksPage.playbooks.items[0]!.chapters])
  })
})
