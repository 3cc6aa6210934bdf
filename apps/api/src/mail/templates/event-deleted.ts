import type { Locale } from '@questboard/domain/constants'
import { renderCancellationMail } from './event-cancellation.ts'
import type { EventMailData } from './event-mail.ts'
import type { MailContext, RenderedMail } from './layout.ts'

/** Sent to each registrant when the organizer (or an admin) deletes the event; with a CANCELLED .ics. */
export type EventDeletedData = EventMailData

const CANCELLED: Record<Locale, (name: string) => string> = {
  en: (name) => `${name} has been cancelled by its organizer.`,
  fr: (name) => `${name} a été annulé par son organisateur.`,
  de: (name) => `${name} wurde vom Veranstalter abgesagt.`,
  es: (name) => `Su organizador ha cancelado ${name}.`,
  nl: (name) => `${name} is door de organisator geannuleerd.`,
  it: (name) => `${name} è stato annullato dall’organizzatore.`,
}

export function eventDeleted(data: EventDeletedData, context: MailContext): RenderedMail {
  return renderCancellationMail(data, context, CANCELLED[context.locale](data.eventName))
}
