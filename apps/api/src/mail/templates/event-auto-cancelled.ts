import type { Locale } from '@questboard/domain/constants'
import { renderCancellationMail } from './event-cancellation.ts'
import type { EventMailData } from './event-mail.ts'
import type { MailContext, RenderedMail } from './layout.ts'

/** Sent to each registrant when the event is cancelled for too few players (spec §4); with a CANCELLED .ics. */
export type EventAutoCancelledData = EventMailData

const CANCELLED: Record<Locale, (name: string) => string> = {
  en: (name) => `${name} has been cancelled: not enough players had registered by the registration deadline.`,
  fr: (name) => `${name} est annulé : trop peu de joueurs s’étaient inscrits à la date limite d’inscription.`,
  de: (name) => `${name} wurde abgesagt: Bis zum Anmeldeschluss hatten sich nicht genug Spieler angemeldet.`,
  es: (name) =>
    `${name} se ha cancelado: no se inscribieron suficientes jugadores antes de la fecha límite de inscripción.`,
  nl: (name) =>
    `${name} is geannuleerd: er hadden zich vóór de inschrijvingsdeadline niet genoeg spelers ingeschreven.`,
  it: (name) =>
    `${name} è stato annullato: entro la scadenza delle iscrizioni non si sono iscritti abbastanza giocatori.`,
}

export function eventAutoCancelled(data: EventAutoCancelledData, context: MailContext): RenderedMail {
  return renderCancellationMail(data, context, CANCELLED[context.locale](data.eventName))
}
