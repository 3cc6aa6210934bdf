import { mailTexts } from '../texts.ts'
import { escapeHtml, htmlDocument, type MailContext, type RenderedMail, webUrl } from './layout.ts'

/** Sent to a user when an admin approves or rejects their request to become an organizer. */
export interface OrganizerRequestDecidedData {
  nickname: string
  approved: boolean
  /** The admin's reason for a rejection, when one was given. */
  reason: string | null
}

export function organizerRequestDecided(
  data: OrganizerRequestDecidedData,
  context: MailContext,
): RenderedMail {
  const t = mailTexts(context.locale)
  const subject = t(
    data.approved ? 'organizerRequestDecided.subjectApproved' : 'organizerRequestDecided.subjectRejected',
  )
  const greeting = t('greeting', { nickname: data.nickname })
  const url = webUrl(context, data.approved ? '/profile/event' : '/')
  const action = data.approved
    ? t('organizerRequestDecided.approvedAction')
    : t('organizerRequestDecided.rejectedAction')
  const body = data.approved
    ? [t('organizerRequestDecided.approved'), t('organizerRequestDecided.nextSignIn')]
    : [t('organizerRequestDecided.rejected')]
  const reason =
    !data.approved && data.reason ? `${t('organizerRequestDecided.reason')}: ${data.reason}` : null
  const text = [
    greeting,
    '',
    ...body.flatMap((line) => [line, '']),
    ...(reason ? [reason, ''] : []),
    `${action}: ${url}`,
    '',
    '-- ',
    t('organizerRequestDecided.footer'),
    '',
  ].join('\n')
  const html = htmlDocument({
    locale: context.locale,
    title: subject,
    blocks: [
      `<p>${escapeHtml(greeting)}</p>`,
      ...body.map((line) => `<p>${escapeHtml(line)}</p>`),
      ...(reason ? [`<p>${escapeHtml(reason)}</p>`] : []),
    ],
    action: { label: action, url },
    footer: t('organizerRequestDecided.footer'),
  })
  return { subject, text, html }
}
