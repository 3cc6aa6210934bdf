import path from 'node:path'
import type { Locale } from '@questboard/domain/constants'
import fp from 'fastify-plugin'
import { createMailCalendars, type MailCalendars } from '../calendar/event-calendar.ts'
import type { Database } from '../db/database.ts'
import type { OutboxAttachment } from '../db/schema.ts'
import { type MailTemplateData, type MailTemplateName, renderMail } from '../mail/mail-templates.ts'
import { createMailTransport } from '../mail/mail-transport.ts'
import { createOutboxRepository, type NewOutboxMail } from '../mail/outbox.repository.ts'
import { createOutboxWorker, type OutboxWorker } from '../mail/outbox.worker.ts'

export interface MailRequest<Name extends MailTemplateName> {
  to: string
  locale: Locale
  template: Name
  data: MailTemplateData<Name>
  attachments?: OutboxAttachment[]
  /**
   * Makes the mail unique: a second enqueue with the same key (from any instance, at any time) is ignored,
   * e.g. `reminder:event:12:user:34`.
   */
  key?: string
}

export interface Mail {
  /**
   * Renders the mail into the outbox row it becomes, for a caller that inserts it in its own statement (a
   * registration's seat, row and confirmation are one statement: registrations.repository.ts).
   */
  compose<Name extends MailTemplateName>(request: MailRequest<Name>): NewOutboxMail
  /**
   * Renders the mail now and queues it in `tx`, the caller's transaction: it is sent once that commits, and
   * never if it rolls back. Answers false when `key` was already queued.
   */
  enqueue<Name extends MailTemplateName>(tx: Database, request: MailRequest<Name>): Promise<boolean>
  /** The calendar files attached to the players' mails, with this sender as their ORGANIZER. */
  calendars: MailCalendars
  worker: OutboxWorker
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mail
  }
}

/** Who the API's mails come from: MAIL_FROM, or Questboard at no-reply@ the public host. */
export function mailSender(config: { mailFrom?: string; publicUrl: string }): string {
  return config.mailFrom ?? `Questboard <no-reply@${new URL(config.publicUrl).hostname}>`
}

/**
 * Mail through a transactional outbox (DESIGN.md): `enqueue` in the transaction of the change, a worker that
 * sends through SMTP_URL, or writes .eml files under DATA_DIR/outbox without it.
 */
export const mailPlugin = fp(
  async (app) => {
    const { config } = app
    const host = new URL(config.publicUrl).hostname
    const outbox = createOutboxRepository(app.db)
    const transport = createMailTransport({
      from: mailSender(config),
      smtpUrl: config.smtpUrl,
      outboxDir: path.join(config.dataDir, 'outbox'),
      host,
    })
    const worker = createOutboxWorker({ outbox, transport, log: app.log.child({ module: 'mail' }) })

    function compose<Name extends MailTemplateName>({
      to,
      locale,
      template,
      data,
      attachments = [],
      key,
    }: MailRequest<Name>): NewOutboxMail {
      const rendered = renderMail(template, data, { locale, publicUrl: config.publicUrl })
      return {
        key,
        template,
        recipient: to,
        locale,
        subject: rendered.subject,
        textBody: rendered.text,
        htmlBody: rendered.html,
        attachments,
        headers: rendered.headers ?? {},
      }
    }

    app.decorate('mail', {
      compose,
      enqueue: (tx, request) => outbox.insert(tx, compose(request)),
      calendars: createMailCalendars({ publicUrl: config.publicUrl, sender: mailSender(config) }),
      worker,
    } satisfies Mail)

    app.addHook('onReady', async () => {
      worker.start()
    })
    // Before the database closes (close hooks run in reverse order of registration).
    app.addHook('onClose', async () => {
      await worker.stop()
      transport.close()
    })
  },
  { name: 'mail', dependencies: ['db'] },
)
