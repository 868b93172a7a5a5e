// One outbox row as the RFC 822 message the worker hands to SMTP, built by nodemailer's
// composer. The sender and the tests that score every kind of mail use this same
// function, so what is tested is what is sent.
import nodemailer from "nodemailer"
import { headerText } from "~/mail/content.server"
import type { OutboxMail } from "~/mail/outbox.server"

export type MailToCompose = Pick<
  OutboxMail,
  "id" | "toAddress" | "replyTo" | "subject" | "textBody" | "htmlBody" | "headers" | "createdAt"
>

export type ComposedMail = {
  envelope: { from: string; to: string[] }
  messageId: string
  /** The whole message, CRLF line ends, as it goes after SMTP's DATA. */
  raw: Buffer
}

// Builds the message without sending it.
const composer = nodemailer.createTransport({
  streamTransport: true,
  buffer: true,
  newline: "windows",
})

/** Every mail of the site is sent by a program, never by a person (RFC 3834). */
export const AUTO_SUBMITTED = { "Auto-Submitted": "auto-generated" } as const

export async function composeMail(
  mail: MailToCompose,
  from: string,
  date: Date,
): Promise<ComposedMail> {
  const info = await composer.sendMail({
    from,
    to: mail.toAddress,
    replyTo: mail.replyTo ?? undefined,
    subject: headerText(mail.subject),
    text: mail.textBody,
    html: mail.htmlBody,
    date,
    messageId: messageIdFor(mail, from),
    headers: { ...mail.headers, ...AUTO_SUBMITTED },
  })
  const envelope = info.envelope as { from: string | false; to: string[] }
  return {
    envelope: { from: envelope.from || "", to: envelope.to },
    messageId: info.messageId,
    raw: info.message as Buffer,
  }
}

/**
 * The same for every attempt at one mail, so a mail sent again after a crash is
 * recognisable as the same message; the creation time keeps two databases' row 1
 * apart.
 */
export function messageIdFor(mail: Pick<MailToCompose, "id" | "createdAt">, from: string): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? "localhost"
  return `<outbox.${mail.id}.${mail.createdAt.getTime()}@${domain}>`
}
