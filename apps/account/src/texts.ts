import { loadTexts, type TextKey, type Translate } from '@questboard/server/texts'
import de from './locales/de.json' with { type: 'json' }
import en from './locales/en.json' with { type: 'json' }
import es from './locales/es.json' with { type: 'json' }
import fr from './locales/fr.json' with { type: 'json' }
import it from './locales/it.json' with { type: 'json' }
import nl from './locales/nl.json' with { type: 'json' }

/** Every text of the account service's pages, its mail and the shared navigation bar (decision 024). */
export const CATALOGS = { en, fr, de, es, nl, it }

export type AccountTexts = Translate<typeof en>
export type AccountTextKey = TextKey<typeof en>
/** A text of the pages' forms that a field error names (e.g. `required`). */
export type MessageKey = keyof typeof en.pages

/** `texts(locale)('pages.signIn')`. */
export const texts = loadTexts<typeof en>(CATALOGS)
