/** `npm run fonts`: writes the brand font the site ships (brand-font.ts) after the package or the character set changes. */
import { writeFileSync } from 'node:fs'
import { BRAND_FONT_FILE, subsetBrandFont } from './brand-font.ts'

const bytes = await subsetBrandFont()
writeFileSync(BRAND_FONT_FILE, bytes)
console.log(`${BRAND_FONT_FILE}: ${(bytes.length / 1024).toFixed(1)} KB`)
