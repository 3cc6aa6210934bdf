import { mailTexts } from '../texts.ts'
import { type NewsMailData, renderNewsMail } from './event-news.ts'
import type { MailContext, RenderedMail } from './layout.ts'

/** A followed store's daily digest (decision 037): its events published since the last one, one mail per store. */
export interface StoreDigestData extends NewsMailData {
  storeId: number
  storeName: string
}

export function storeDigest(data: StoreDigestData, context: MailContext): RenderedMail {
  const t = mailTexts(context.locale)
  const store = data.storeName
  const count = data.events.length + data.more
  return renderNewsMail(data, context, {
    subject: t('storeDigest.subject', { store, count }),
    lead: t('storeDigest.lead', { store, count }),
    action: { label: t('storeDigest.action'), pathname: `/stores/${data.storeId}` },
    footer: t('storeDigest.footer', { store }),
  })
}
