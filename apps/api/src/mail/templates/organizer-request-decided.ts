import type { Locale } from '@questboard/domain/constants'
import { escapeHtml, htmlDocument, type MailContext, type RenderedMail, webUrl } from './layout.ts'

/** Sent to a user when an admin approves or rejects their request to become an organizer. */
export interface OrganizerRequestDecidedData {
  nickname: string
  approved: boolean
  /** The admin's reason for a rejection, when one was given. */
  reason: string | null
}

interface Texts {
  subject: (approved: boolean) => string
  greeting: (nickname: string) => string
  approved: string
  nextSignIn: string
  rejected: string
  reason: string
  approvedAction: string
  rejectedAction: string
  footer: string
}

const TEXTS: Record<Locale, Texts> = {
  en: {
    subject: (approved) => (approved ? 'You are now an organizer' : 'Your organizer request'),
    greeting: (nickname) => `Hello ${nickname},`,
    approved: 'Your request to become an organizer has been approved: you can now create and publish events.',
    nextSignIn:
      'The organizer space appears after your next sign-in: sign out and sign in again if you are signed in.',
    rejected: 'Your request to become an organizer has not been approved.',
    reason: 'Reason',
    approvedAction: 'Create an event',
    rejectedAction: 'Go to Questboard',
    footer: 'You receive this mail because you asked to become an organizer on Questboard.',
  },
  fr: {
    subject: (approved) => (approved ? 'Vous êtes maintenant organisateur' : 'Votre demande d’organisateur'),
    greeting: (nickname) => `Bonjour ${nickname},`,
    approved:
      'Votre demande pour devenir organisateur a été acceptée : vous pouvez désormais créer et publier des événements.',
    nextSignIn:
      'L’espace organisateur apparaît à votre prochaine connexion : déconnectez-vous puis reconnectez-vous si vous êtes connecté.',
    rejected: 'Votre demande pour devenir organisateur n’a pas été acceptée.',
    reason: 'Motif',
    approvedAction: 'Créer un événement',
    rejectedAction: 'Aller sur Questboard',
    footer: 'Vous recevez ce message parce que vous avez demandé à devenir organisateur sur Questboard.',
  },
  de: {
    subject: (approved) => (approved ? 'Du bist jetzt Veranstalter' : 'Deine Veranstalter-Anfrage'),
    greeting: (nickname) => `Hallo ${nickname},`,
    approved:
      'Deine Anfrage, Veranstalter zu werden, wurde angenommen: Du kannst jetzt Veranstaltungen erstellen und veröffentlichen.',
    nextSignIn:
      'Der Veranstalterbereich erscheint nach deiner nächsten Anmeldung: Melde dich ab und wieder an, falls du angemeldet bist.',
    rejected: 'Deine Anfrage, Veranstalter zu werden, wurde nicht angenommen.',
    reason: 'Grund',
    approvedAction: 'Veranstaltung erstellen',
    rejectedAction: 'Zu Questboard',
    footer: 'Du erhältst diese E-Mail, weil du auf Questboard angefragt hast, Veranstalter zu werden.',
  },
  es: {
    subject: (approved) => (approved ? 'Ya eres organizador' : 'Tu solicitud de organizador'),
    greeting: (nickname) => `Hola, ${nickname}:`,
    approved: 'Tu solicitud para ser organizador ha sido aprobada: ya puedes crear y publicar eventos.',
    nextSignIn:
      'El espacio de organizador aparecerá en tu próximo inicio de sesión: cierra la sesión y vuelve a iniciarla si la tienes abierta.',
    rejected: 'Tu solicitud para ser organizador no ha sido aprobada.',
    reason: 'Motivo',
    approvedAction: 'Crear un evento',
    rejectedAction: 'Ir a Questboard',
    footer: 'Recibes este correo porque solicitaste ser organizador en Questboard.',
  },
  nl: {
    subject: (approved) => (approved ? 'Je bent nu organisator' : 'Je aanvraag als organisator'),
    greeting: (nickname) => `Hallo ${nickname},`,
    approved:
      'Je aanvraag om organisator te worden is goedgekeurd: je kunt nu evenementen aanmaken en publiceren.',
    nextSignIn:
      'De organisatorruimte verschijnt na je volgende aanmelding: meld je af en opnieuw aan als je aangemeld bent.',
    rejected: 'Je aanvraag om organisator te worden is niet goedgekeurd.',
    reason: 'Reden',
    approvedAction: 'Een evenement aanmaken',
    rejectedAction: 'Naar Questboard',
    footer: 'Je ontvangt deze e-mail omdat je op Questboard hebt gevraagd organisator te worden.',
  },
  it: {
    subject: (approved) => (approved ? 'Ora sei un organizzatore' : 'La tua richiesta di organizzatore'),
    greeting: (nickname) => `Ciao ${nickname},`,
    approved:
      'La tua richiesta di diventare organizzatore è stata approvata: ora puoi creare e pubblicare eventi.',
    nextSignIn:
      'Lo spazio organizzatore comparirà al tuo prossimo accesso: esci e accedi di nuovo se hai già effettuato l’accesso.',
    rejected: 'La tua richiesta di diventare organizzatore non è stata approvata.',
    reason: 'Motivo',
    approvedAction: 'Crea un evento',
    rejectedAction: 'Vai su Questboard',
    footer: 'Ricevi questa email perché hai chiesto di diventare organizzatore su Questboard.',
  },
}

export function organizerRequestDecided(
  data: OrganizerRequestDecidedData,
  context: MailContext,
): RenderedMail {
  const t = TEXTS[context.locale]
  const url = webUrl(context, data.approved ? '/profile/event' : '/')
  const action = data.approved ? t.approvedAction : t.rejectedAction
  const body = data.approved ? [t.approved, t.nextSignIn] : [t.rejected]
  const reason = !data.approved && data.reason ? `${t.reason}: ${data.reason}` : null
  const text = [
    t.greeting(data.nickname),
    '',
    ...body.flatMap((line) => [line, '']),
    ...(reason ? [reason, ''] : []),
    `${action}: ${url}`,
    '',
    '-- ',
    t.footer,
    '',
  ].join('\n')
  const html = htmlDocument({
    locale: context.locale,
    title: t.subject(data.approved),
    blocks: [
      `<p>${escapeHtml(t.greeting(data.nickname))}</p>`,
      ...body.map((line) => `<p>${escapeHtml(line)}</p>`),
      ...(reason ? [`<p>${escapeHtml(reason)}</p>`] : []),
    ],
    action: { label: action, url },
    footer: t.footer,
  })
  return { subject: t.subject(data.approved), text, html }
}
