// A real SMTP server (the smtp-server package) on a local port for tests, which
// keeps every message it receives, decoded by mailparser to assert on its content.
import { simpleParser } from "mailparser"
import { SMTPServer } from "smtp-server"
import { freePort } from "./free-port"

export type ReceivedMail = {
  from: string
  to: string[]
  subject: string
  text: string
  html: string
  raw: string
}

export type TestSmtpServer = {
  port: number
  url: string
  messages: ReceivedMail[]
  /** How many recipients (RCPT TO) the server is holding back (see `hold`). */
  held: () => number
  /** Waits until at least `count` messages arrived (or fails after timeoutMs). */
  waitForMessages: (count: number, timeoutMs?: number) => Promise<ReceivedMail[]>
  stop: () => Promise<void>
}

export { freePort as freeSmtpPort }

/**
 * `delayMs`: a slow server, which takes this long to accept each message. `hold`: a
 * server that answers no RCPT TO until the promise settles (a send kept in progress).
 */
export async function startSmtpServer(
  port?: number,
  { delayMs = 0, hold }: { delayMs?: number; hold?: Promise<unknown> } = {},
): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = []
  let held = 0
  let parsing: Promise<void> = Promise.resolve()
  const waiters = new Set<() => void>()
  const server = new SMTPServer({
    authOptional: true,
    // No STARTTLS: nodemailer would upgrade and then refuse our self-signed certificate.
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!hold) return callback()
      held += 1
      void hold.finally(() => {
        held -= 1
        callback()
      })
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on("data", (chunk: Buffer) => chunks.push(chunk))
      stream.on("end", () => {
        const raw = Buffer.concat(chunks)
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        }
        // Kept in the order received, and stored before the sender hears "accepted".
        parsing = parsing
          .then(() => simpleParser(raw))
          .then((mail) => {
            messages.push({
              ...envelope,
              subject: mail.subject ?? "",
              text: (mail.text ?? "").replace(/\n$/, ""),
              html: typeof mail.html === "string" ? mail.html : "",
              raw: raw.toString("utf8"),
            })
            for (const waiter of [...waiters]) waiter()
            // The slow server's answer takes delayMs: a real wait, not a test sleep.
            if (delayMs > 0) setTimeout(() => callback(), delayMs)
            else callback()
          })
          .catch((error: Error) => callback(error))
      })
    },
  })
  const listenPort = port ?? (await freePort())
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject)
    server.listen(listenPort, "127.0.0.1", () => resolve())
  })
  return {
    port: listenPort,
    url: `smtp://127.0.0.1:${listenPort}`,
    messages,
    held: () => held,
    waitForMessages(count, timeoutMs = 15_000) {
      if (messages.length >= count) return Promise.resolve(messages)
      return new Promise<ReceivedMail[]>((resolve, reject) => {
        // A deadline for the failure message, not a wait: arrivals resolve it.
        const timer = setTimeout(() => {
          waiters.delete(waiter)
          reject(new Error(`expected ${count} mails, got ${messages.length}`))
        }, timeoutMs)
        const waiter = () => {
          if (messages.length < count) return
          clearTimeout(timer)
          waiters.delete(waiter)
          resolve(messages)
        }
        waiters.add(waiter)
      })
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
