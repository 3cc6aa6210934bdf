import type { Locale } from '@questboard/domain/constants'
import { checkInQrAttachment } from '../mail/check-in-qr.ts'
import { eventMailData } from '../mail/templates/event-mail.ts'
import type { Mail } from '../plugins/mail.ts'
import type { User } from '../users/users.repository.ts'
import type { EventForPlayer } from './registrations.repository.ts'

type RegistrationMailKind = { method: 'PUBLISH'; checkInCode: string } | { method: 'CANCEL' }

/**
 * The mail of a registration (PUBLISH: the event goes into the player's calendar, the check-in code comes with
 * its QR code) or of an unregistration (CANCEL: it leaves it), in `locale`, rendered before anything is
 * written. A claimed waitlist seat is a registration too, and gets the same confirmation.
 */
export async function registrationMail(
  mail: Pick<Mail, 'compose' | 'calendars'>,
  user: User,
  event: EventForPlayer,
  locale: Locale,
  kind: RegistrationMailKind,
) {
  const player = { nickname: user.nickname, email: user.email, locale }
  const calendar = mail.calendars.attachment(event, player, kind.method)
  if (kind.method === 'CANCEL') {
    return mail.compose({
      to: user.email,
      locale,
      template: 'unregistration-confirmation',
      data: eventMailData(event, player),
      attachments: [calendar],
    })
  }
  return mail.compose({
    to: user.email,
    locale,
    template: 'registration-confirmation',
    data: { ...eventMailData(event, player), checkInCode: kind.checkInCode },
    attachments: [calendar, checkInQrAttachment(kind.checkInCode)],
  })
}
