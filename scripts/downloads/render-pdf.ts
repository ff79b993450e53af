/**
 * Writes the site's download files (src/content/download-documents.ts) as PDFs into the
 * client build, with pdfkit and the bundled Inter font (run by scripts/prerender.ts), so
 * every download button hands over a real file with the page's own content.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import PDFDocument from 'pdfkit'
import type { DownloadDocument } from '../../src/content/download-documents.ts'

const require = createRequire(import.meta.url)
const font = (weight: 400 | 700) => require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)

const colors = { text: '#1f2937', muted: '#4b5563', accent: '#4338ca' }

/** One document as PDF bytes. `compress: false` keeps the text readable in the file (the tests read it). */
export function renderPdf(document: DownloadDocument, options: { compress?: boolean; brand: string } = { brand: '' }): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 56, compress: options.compress ?? true, info: { Title: document.title, Author: options.brand, Creator: options.brand } })
  doc.registerFont('body', font(400))
  doc.registerFont('bold', font(700))
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  doc.font('bold').fontSize(10).fillColor(colors.accent).text(options.brand.toUpperCase(), { characterSpacing: 1 })
  doc.moveDown(0.5).font('bold').fontSize(22).fillColor(colors.text).text(document.title)
  doc.moveDown(0.4).font('body').fontSize(11).fillColor(colors.muted).text(document.subtitle, { lineGap: 2 })
  for (const section of document.sections) {
    doc.moveDown(1.2).font('bold').fontSize(15).fillColor(colors.text).text(section.heading)
    if (section.intro) doc.moveDown(0.2).font('body').fontSize(10.5).fillColor(colors.muted).text(section.intro, { lineGap: 1.5 })
    for (const item of section.items) {
      doc.moveDown(0.5)
      if (item.title) doc.font('bold').fontSize(10.5).fillColor(colors.text).text(item.title)
      doc.font('body').fontSize(10).fillColor(colors.text).text(item.text, { lineGap: 1.5 })
      for (const point of item.points ?? []) doc.font('body').fontSize(10).fillColor(colors.muted).text(`•  ${point}`, { indent: 10, lineGap: 1 })
    }
  }
  doc.moveDown(1.5).font('body').fontSize(9).fillColor(colors.muted).text(document.footer)
  doc.end()
  return done
}

/** Writes every document under the client build; returns the problems (none when all were written). */
export async function writeDownloads(clientDir: string, documents: readonly DownloadDocument[], brand: string): Promise<string[]> {
  const problems: string[] = []
  for (const document of documents) {
    try {
      const file = join(clientDir, document.path)
      await mkdir(dirname(file), { recursive: true })
      await writeFile(file, await renderPdf(document, { brand }))
    } catch (error) {
      problems.push(`${document.path}: the download could not be written: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  return problems
}
