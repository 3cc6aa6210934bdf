import { loadTexts } from '@questboard/server/texts'
import de from './locales/de.json' with { type: 'json' }
import en from './locales/en.json' with { type: 'json' }
import es from './locales/es.json' with { type: 'json' }
import fr from './locales/fr.json' with { type: 'json' }
import it from './locales/it.json' with { type: 'json' }
import nl from './locales/nl.json' with { type: 'json' }

/** Every text of the mails the API sends, one group per template (decision 024): `mailTexts(locale)('eventMail.when')`. */
export const mailTexts = loadTexts<typeof en>({ en, fr, de, es, nl, it })
