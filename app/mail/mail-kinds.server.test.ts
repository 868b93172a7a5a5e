// Every kind of mail the site sends, rendered as the raw message the worker hands to
// SMTP (composeMail), with what receivers' filters look at: the headers that mark it
// as automatic or as list mail, and SpamAssassin's score where SpamAssassin is
// installed (`spamassassin -L -t`: local rules only, a report of what fired).
import { spawn, spawnSync } from "node:child_process"
import { simpleParser } from "mailparser"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { signInCodeMail } from "~/accounts/sign-in-mail.server"
import { businessEnquiryMail, visitorEnquiryMail } from "~/business/enquiry-mails.server"
import { config } from "~/lib/config.server"
import { composeMail } from "~/mail/compose.server"
import type { MailContent } from "~/mail/content.server"
import { getMail, queueMail } from "~/mail/outbox.server"
import { confirmationMail, newsletterMail } from "~/newsletter/mails.server"
import {
  businessOrderMail,
  customerOrderMail,
  orderShippedMail,
  paymentReminderMail,
  unpaidCancelledMail,
} from "~/shop/order-mails.server"
import { paymentReceivedMail } from "~/shop/payment-received-mail.server"
import { pglite, type TestDb } from "../../tests/support/databases"
import { sampleOrder } from "../../tests/support/sample-order"

// A sender on a real-looking domain, as in production (MAIL_FROM).
const FROM = "Cape Ocean Adventures <no-reply@capeoceanadventures.co.za>"
const SHOP = "info@capeoceanadventures.co.za"
const SITE = "https://www.capeoceanadventures.co.za"
const MAX_SCORE = 1.0

const order = sampleOrder
const mailSettings = { bank: config.bank, publicOrigin: SITE, cancelHours: 168 }
const facts = {
  orderNumber: order.orderNumber,
  email: order.customer.email,
  firstName: "Thandi",
  total: 948,
  pagePath: order.pagePath,
}

const enquiry = {
  reference: "ENQ-0042",
  service: "installation",
  name: "Sipho Dlamini",
  email: "sipho@example.com",
  phone: "+27 82 000 0000",
  organisation: "Simon's Town Divers",
  message:
    "We run a dive school in Simon's Town and would like a camera on our jetty.\n\nCould you come and look at the site next week?",
  preferredDate: null,
  preferredTime: null,
  receivedAt: "23 November 2026, 10:15",
}

const unsubscribe = `${SITE}/newsletter/unsubscribe?token=MS4xNzk1MDAwMDAwLmFiY2RlZg`

const kinds: [string, MailContent & { replyTo?: string; headers?: Record<string, string> }][] = [
  ["order, to the customer", customerOrderMail(order, mailSettings)],
  ["payment reminder", paymentReminderMail(facts, "30 November 2026 at 10:15", mailSettings)],
  ["unpaid order cancelled", unpaidCancelledMail(facts, mailSettings)],
  [
    "order shipped",
    orderShippedMail(
      facts,
      { carrier: "The Courier Guy", trackingNumber: "TCG123456789" },
      mailSettings,
    ),
  ],
  ["order, to the business", businessOrderMail(order, SHOP)],
  [
    "payment received",
    paymentReceivedMail({
      orderNumber: order.orderNumber,
      email: order.customer.email,
      firstName: "Thandi",
      total: 948,
      paidDate: "24 November 2026 at 09:30",
    }),
  ],
  ["enquiry, to the business", businessEnquiryMail(enquiry, SHOP)],
  ["enquiry, acknowledgement to the visitor", visitorEnquiryMail(enquiry, SHOP)],
  [
    "newsletter confirmation",
    confirmationMail(
      "reader@example.com",
      { confirm: `${SITE}/newsletter/confirm?token=MS4xNzk1MDAwMDAwLmFiY2RlZg`, unsubscribe },
      7,
    ),
  ],
  ["sign-in code", signInCodeMail("reader@example.com", "482913", 10)],
  [
    "newsletter issue",
    newsletterMail(
      "reader@example.com",
      {
        subject: "Whale season has begun in Hermanus",
        text: "The first southern right whales are back in Walker Bay.\n\nWatch them live on our Hermanus camera.",
      },
      unsubscribe,
    ),
  ],
]

let opened: TestDb
beforeAll(async () => {
  opened = await pglite.open()
}, 90_000)
afterAll(async () => {
  await opened.close()
})

/** The raw message of `mail` as the worker makes it: queued in the outbox, then composed. */
async function render(mail: (typeof kinds)[number][1]) {
  const id = await queueMail(opened.db, { kind: "test", orderId: null, ...mail })
  const composed = await composeMail((await getMail(opened.db, id))!, FROM, new Date())
  return composed.raw
}

// One SpamAssassin run for all the mails, as an mbox: its start-up (loading and
// compiling the rules) takes seconds, each message after it very little.
const MBOX_SEPARATOR = "From mail-kinds@test.invalid Thu Jan  1 00:00:00 2026"

function spamAssassin(raws: Buffer[]): Promise<{ score: number; report: string }[]> {
  // mboxrd: a body line that starts with "From " would split the message.
  const mbox = raws
    .map((raw) => `${MBOX_SEPARATOR}\n${raw.toString("utf8").replace(/^(>*From )/gm, ">$1")}\n`)
    .join("")
  return new Promise((resolve, reject) => {
    const child = spawn("spamassassin", ["-L", "-t", "--mbox"], { stdio: ["pipe", "pipe", "pipe"] })
    let out = ""
    child.stdout.on("data", (chunk) => (out += chunk))
    child.stderr.on("data", () => {})
    child.on("error", reject)
    child.on("close", () => {
      const answers = out.split(`${MBOX_SEPARATOR}\n`).slice(1)
      if (answers.length !== raws.length)
        return reject(
          new Error(`${answers.length} answers from SpamAssassin for ${raws.length} mails`),
        )
      const scored = answers.map((answer) => ({
        score: /^X-Spam-Status: \w+, score=(-?[\d.]+)/m.exec(answer)?.[1],
        report: answer.slice(answer.lastIndexOf("Content analysis")),
      }))
      const unscored = scored.findIndex(({ score }) => score === undefined)
      if (unscored >= 0)
        return reject(new Error(`no score in SpamAssassin's answer:\n${answers[unscored]}`))
      resolve(scored.map(({ score, report }) => ({ score: Number(score), report })))
    })
    child.stdin.end(mbox)
  })
}

const hasSpamAssassin = spawnSync("spamassassin", ["--version"]).status === 0

const NEWSLETTER_KINDS = new Set(["newsletter confirmation", "newsletter issue"])

describe("every kind of mail", () => {
  it.each(kinds.map(([label, mail]) => ({ label, mail })))(
    "$label is marked automatic, and names its list if it is list mail",
    async ({ label, mail }) => {
      const parsed = await simpleParser(await render(mail))
      expect(parsed.headers.get("auto-submitted")).toBe("auto-generated")
      const header = (key: string) =>
        parsed.headerLines
          .find((line) => line.key === key)
          ?.line.replace(/\r?\n[ \t]+/g, " ")
          .replace(/^[^:]*:\s*/, "")
      if (NEWSLETTER_KINDS.has(label)) {
        expect(header("list-id")).toBe(
          "Cape Ocean Adventures newsletter <newsletter.www.capeoceanadventures.co.za>",
        )
        expect(header("list-unsubscribe")).toBe(`<${unsubscribe}>`)
      } else {
        expect(header("list-id")).toBeUndefined()
      }
    },
  )

  it.skipIf(!hasSpamAssassin)(
    `each scores at most ${MAX_SCORE.toFixed(1)} with SpamAssassin (local rules)`,
    { timeout: 120_000 },
    async () => {
      const answers = await spamAssassin(await Promise.all(kinds.map(([, mail]) => render(mail))))
      const scores: Record<string, number> = {}
      const over: string[] = []
      for (const [index, [label]] of kinds.entries()) {
        const { score, report } = answers[index]!
        scores[label] = score
        if (score > MAX_SCORE) over.push(`${label}:\n${report}`)
      }
      console.info(`SpamAssassin scores: ${JSON.stringify(scores)}`)
      expect(over.join("\n"), JSON.stringify(scores)).toBe("")
    },
  )
  if (!hasSpamAssassin)
    it.skip(
      `each scores at most ${MAX_SCORE.toFixed(1)} with SpamAssassin: skipped, spamassassin is not on PATH`,
    )
})
