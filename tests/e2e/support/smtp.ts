// A real SMTP server (the smtp-server package) on a local port for tests, which
// keeps every message it receives, decoded enough to assert on its content.
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
  /** Waits until at least `count` messages arrived (or fails after timeoutMs). */
  waitForMessages: (count: number, timeoutMs?: number) => Promise<ReceivedMail[]>
  stop: () => Promise<void>
}

export { freePort as freeSmtpPort }

/** `delayMs`: a slow server, which takes this long to accept each message. */
export async function startSmtpServer(
  port?: number,
  { delayMs = 0 }: { delayMs?: number } = {},
): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    // No STARTTLS: nodemailer would upgrade and then refuse our self-signed certificate.
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on("data", (chunk: Buffer) => chunks.push(chunk))
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8")
        messages.push({
          ...parseMessage(raw),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        })
        if (delayMs > 0) setTimeout(() => callback(), delayMs)
        else callback()
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
    async waitForMessages(count, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs
      while (messages.length < count) {
        if (Date.now() > deadline)
          throw new Error(`expected ${count} mails, got ${messages.length}`)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      return messages
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

// A small MIME reader for what nodemailer writes: headers, multipart/alternative,
// quoted-printable or base64 parts, encoded-word subjects.
function parseMessage(raw: string): { subject: string; text: string; html: string } {
  const { headers, body } = splitHeaders(raw)
  const parts = collectParts(headers, body)
  return {
    subject: decodeWords(headers.get("subject") ?? ""),
    text: parts.find((part) => part.type.startsWith("text/plain"))?.body ?? "",
    html: parts.find((part) => part.type.startsWith("text/html"))?.body ?? "",
  }
}

function splitHeaders(raw: string): { headers: Map<string, string>; body: string } {
  const index = raw.search(/\r?\n\r?\n/)
  const head = index === -1 ? raw : raw.slice(0, index)
  const body = index === -1 ? "" : raw.slice(index).replace(/^\r?\n\r?\n/, "")
  const headers = new Map<string, string>()
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":")
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  return { headers, body }
}

function collectParts(
  headers: Map<string, string>,
  body: string,
): { type: string; body: string }[] {
  const type = headers.get("content-type") ?? "text/plain"
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  if (type.toLowerCase().startsWith("multipart/") && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((chunk) => !chunk.startsWith("--"))
      .flatMap((chunk) => {
        const part = splitHeaders(chunk.replace(/^\r?\n/, ""))
        return collectParts(part.headers, part.body)
      })
  }
  const encoding = (headers.get("content-transfer-encoding") ?? "7bit").toLowerCase()
  let decoded = body.replace(/\r?\n$/, "")
  if (encoding === "quoted-printable") decoded = decodeQuotedPrintable(decoded)
  if (encoding === "base64")
    decoded = Buffer.from(decoded.replace(/\s+/g, ""), "base64").toString("utf8")
  return [{ type: type.toLowerCase(), body: decoded.replace(/\r\n/g, "\n") }]
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = []
  const text = value.replace(/=\r?\n/g, "")
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "=" && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(text[i]!, "utf8"))
    }
  }
  return Buffer.from(bytes).toString("utf8")
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_, _charset, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")),
    )
}
