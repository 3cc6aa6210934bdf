import type { Locale } from '@questboard/domain/constants'
import { findCity } from '@questboard/domain/countries'

/**
 * The preset cities of spec §9 (packages/domain countries.ts, named there in English) in the other languages,
 * by city id: only the names a language writes otherwise (Munich is München in German, Múnich in Spanish,
 * Monaco di Baviera in Italian); a city absent here keeps its own name (Lyon, Rotterdam) in that language.
 */
const CITY_NAMES: Readonly<Record<Exclude<Locale, 'en'>, Readonly<Record<number, string>>>> = {
  fr: {
    1: 'Londres',
    7: 'Édimbourg',
    103: 'La Haye',
    110: 'Nimègue',
    302: 'Barcelone',
    303: 'Valence',
    304: 'Séville',
    305: 'Saragosse',
    306: 'Malaga',
    307: 'Murcie',
    402: 'Hambourg',
    405: 'Francfort-sur-le-Main',
    411: 'Brême',
    506: 'Philadelphie',
    602: 'Montréal',
    608: 'Québec',
  },
  de: {
    103: 'Den Haag',
    110: 'Nimwegen',
    202: 'Marseille',
    207: 'Straßburg',
    304: 'Sevilla',
    305: 'Saragossa',
    403: 'München',
    404: 'Köln',
    602: 'Montreal',
    608: 'Québec',
  },
  es: {
    1: 'Londres',
    7: 'Edimburgo',
    103: 'La Haya',
    202: 'Marsella',
    205: 'Niza',
    207: 'Estrasburgo',
    209: 'Burdeos',
    304: 'Sevilla',
    401: 'Berlín',
    402: 'Hamburgo',
    403: 'Múnich',
    404: 'Colonia',
    405: 'Fráncfort del Meno',
    501: 'Nueva York',
    506: 'Filadelfia',
    608: 'Quebec',
  },
  nl: {
    1: 'Londen',
    103: 'Den Haag',
    207: 'Straatsburg',
    304: 'Sevilla',
    403: 'München',
    404: 'Keulen',
    608: 'Quebec',
  },
  it: {
    1: 'Londra',
    7: 'Edimburgo',
    103: "L'Aia",
    202: 'Marsiglia',
    203: 'Lione',
    204: 'Tolosa',
    205: 'Nizza',
    207: 'Strasburgo',
    302: 'Barcellona',
    304: 'Siviglia',
    305: 'Saragozza',
    306: 'Malaga',
    401: 'Berlino',
    402: 'Amburgo',
    403: 'Monaco di Baviera',
    404: 'Colonia',
    405: 'Francoforte sul Meno',
    408: 'Lipsia',
    411: 'Brema',
    506: 'Filadelfia',
    602: 'Montréal',
    608: 'Québec',
  },
}

/**
 * A preset city's name in the interface language: the language's own where it has one, else `fallback` (the
 * name the API sent), else the domain's.
 */
export function cityName(id: number, locale: Locale, fallback?: string): string {
  const named = locale === 'en' ? undefined : CITY_NAMES[locale][id]
  return named ?? fallback ?? findCity(id)?.name ?? ''
}
