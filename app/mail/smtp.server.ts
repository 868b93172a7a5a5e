// One SMTP delivery of a composed message, on nodemailer's SMTP connection. The
// worker needs two things nodemailer's transport does not give: the last bytes of
// the message are held back until `beforeCommit` has checked that this process
// still holds the mail (only the end of DATA makes the server keep a message), and
// a send can be abandoned halfway (the connection is dropped, the server discards
// what it got).
import { Readable } from "node:stream"
import SMTPConnection from "nodemailer/lib/smtp-connection"
import { parseConnectionUrl } from "nodemailer/lib/shared"
import type { ComposedMail } from "~/mail/compose.server"

// Together these bound one send: about 50 s at most.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "::1", "[::1]"])

export type SmtpSettings = SMTPConnection.Options & { auth?: { user: string; pass: string } }

/**
 * The connection settings of SMTP_URL. Mail holds names, addresses and bank details,
 * so on the way to any server but this machine STARTTLS is required (smtps:// is TLS
 * from the start). A setting in the URL's query wins: `?requireTLS=false` for a relay
 * on a private network that has no TLS.
 */
export function smtpSettings(smtpUrl: string): SmtpSettings {
  const fromUrl = parseConnectionUrl(smtpUrl) as SmtpSettings
  const local = LOCAL_HOSTS.has((fromUrl.host ?? "").toLowerCase())
  return { ...TIMEOUTS, requireTLS: !fromUrl.secure && !local, ...fromUrl }
}

export type SmtpSend = {
  /** Settles when the server accepted the message, or with the reason it was not. */
  done: Promise<{ response: string }>
  /** Drops the connection before the message is complete: the server keeps nothing. */
  abandon: (reason: Error) => void
}

export function sendMessage(
  settings: SmtpSettings,
  mail: ComposedMail,
  beforeCommit: () => Promise<void>,
): SmtpSend {
  const { auth, ...options } = settings
  const connection = new SMTPConnection(options)
  const message = heldBackMessage(mail.raw, beforeCommit)
  let settled = false
  let abandon: (reason: Error) => void = () => {}
  const done = new Promise<{ response: string }>((resolve, reject) => {
    const finish = (error: Error | null, response?: string) => {
      if (settled) return
      settled = true
      if (error) {
        message.destroy()
        connection.close()
        reject(error)
      } else {
        connection.quit()
        resolve({ response: response ?? "" })
      }
    }
    abandon = (reason) => finish(reason)
    // Errors after the send settled (a late timeout of the closing connection) are of no use.
    connection.on("error", (error: Error) => finish(error))
    connection.connect((error) => {
      if (error) return finish(error)
      const send = () =>
        connection.send(mail.envelope, message, (sendError, info) =>
          finish(sendError ?? null, info?.response),
        )
      const allowsAuth = (connection as unknown as { allowsAuth?: boolean }).allowsAuth
      if (!auth || !allowsAuth) return send()
      connection.login(auth, (loginError) => (loginError ? finish(loginError) : send()))
    })
  })
  return { done, abandon }
}

/**
 * The message as a stream that gives all but its last bytes at once, and the rest only
 * once `beforeCommit` resolves; if it rejects, the stream fails and the message is
 * never completed. nodemailer reads it only after the server accepted DATA, so the
 * check runs just before the server may keep the message.
 */
function heldBackMessage(raw: Buffer, beforeCommit: () => Promise<void>): Readable {
  const cut = Math.max(0, raw.length - 2)
  let step = 0
  return new Readable({
    read() {
      if (step === 0) {
        step = 1
        this.push(raw.subarray(0, cut))
      } else if (step === 1) {
        step = 2
        beforeCommit().then(
          () => {
            this.push(raw.subarray(cut))
            this.push(null)
          },
          (error: Error) => this.destroy(error),
        )
      }
    },
  })
}
