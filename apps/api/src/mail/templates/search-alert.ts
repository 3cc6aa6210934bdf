import type { AlertFrequency } from '../../db/schema.ts'
import { mailTexts } from '../texts.ts'
import { type NewsMailData, renderNewsMail } from './event-news.ts'
import type { MailContext, RenderedMail } from './layout.ts'

/** An alert's mail (decision 037): the new events its saved search finds, daily or weekly. */
export interface SearchAlertData extends NewsMailData {
  label: string
  frequency: AlertFrequency
  /** The event list's query of the saved search (`latitude=…&radius=…`), for the button. */
  listQuery: string
}

export function searchAlert(data: SearchAlertData, context: MailContext): RenderedMail {
  const t = mailTexts(context.locale)
  const alert = data.label
  const count = data.events.length + data.more
  return renderNewsMail(data, context, {
    subject: t('searchAlert.subject', { alert, count }),
    lead: t('searchAlert.lead', { alert, count }),
    action: { label: t('searchAlert.action'), pathname: `/events?${data.listQuery}` },
    footer: t(data.frequency === 'daily' ? 'searchAlert.footerDaily' : 'searchAlert.footerWeekly', { alert }),
  })
}
