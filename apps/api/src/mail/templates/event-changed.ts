import type { Locale } from '@questboard/domain/constants'
import { type EventMailData, renderEventMail } from './event-mail.ts'
import type { MailContext, RenderedMail } from './layout.ts'

/** Sent to each registrant when the organizer changes the event and asked for notifications. */
export type EventChangedData = EventMailData

interface Texts {
  subject: (name: string) => string
  changed: (name: string) => string
  action: string
  footer: string
}

const TEXTS: Record<Locale, Texts> = {
  en: {
    subject: (name) => `Updated: ${name}`,
    changed: (name) => `The organizer has updated the details of ${name}. Have a look before you go.`,
    action: 'See the event',
    footer: 'You receive this mail because you registered for this event on Questboard.',
  },
  fr: {
    subject: (name) => `Mis à jour : ${name}`,
    changed: (name) =>
      `L’organisateur a modifié les informations de ${name}. Jetez-y un œil avant d’y aller.`,
    action: 'Voir l’événement',
    footer: 'Vous recevez ce message parce que vous vous êtes inscrit à cet événement sur Questboard.',
  },
  de: {
    subject: (name) => `Aktualisiert: ${name}`,
    changed: (name) => `Der Veranstalter hat die Angaben zu ${name} geändert. Schau sie dir vorher an.`,
    action: 'Veranstaltung ansehen',
    footer: 'Du erhältst diese E-Mail, weil du dich auf Questboard für diese Veranstaltung angemeldet hast.',
  },
  es: {
    subject: (name) => `Actualizado: ${name}`,
    changed: (name) =>
      `El organizador ha actualizado la información de ${name}. Échale un vistazo antes de ir.`,
    action: 'Ver el evento',
    footer: 'Recibes este correo porque te inscribiste en este evento en Questboard.',
  },
  nl: {
    subject: (name) => `Bijgewerkt: ${name}`,
    changed: (name) => `De organisator heeft de gegevens van ${name} gewijzigd. Bekijk ze voordat je gaat.`,
    action: 'Bekijk het evenement',
    footer: 'Je ontvangt deze e-mail omdat je je op Questboard voor dit evenement hebt ingeschreven.',
  },
  it: {
    subject: (name) => `Aggiornato: ${name}`,
    changed: (name) =>
      `L’organizzatore ha aggiornato le informazioni di ${name}. Dai un’occhiata prima di andare.`,
    action: 'Vedi l’evento',
    footer: 'Ricevi questa email perché ti sei iscritto a questo evento su Questboard.',
  },
}

export function eventChanged(data: EventChangedData, context: MailContext): RenderedMail {
  const t = TEXTS[context.locale]
  return renderEventMail(data, context, {
    subject: t.subject(data.eventName),
    lead: t.changed(data.eventName),
    leadStyle: 'plain',
    action: { label: t.action, pathname: `/events/${data.eventId}` },
    footer: t.footer,
  })
}
