// The enquiry's mails against abuse: the acknowledgement goes to any address a
// visitor types, so it must not carry a text of the visitor's own to someone else.
import { simpleParser } from "mailparser"
import { describe, expect, it } from "vitest"
import {
  businessEnquiryMail,
  ECHO_MAX,
  messageExcerpt,
  visitorEnquiryMail,
  withoutLinks,
} from "~/business/enquiry-mails.server"
import { composeMail } from "~/mail/compose.server"
import type { MailContent } from "~/mail/content.server"

const SHOP = "leads@capeocean.test"
const LATER = "THIS-PART-COMES-AFTER-THE-EXCERPT"

const phishing = {
  reference: "ENQ-00042",
  service: "installation",
  name: "=?utf-8?B?Rk5CIFNlY3VyaXR5?= Verify at fnb-verify.example",
  email: "victim@example.com",
  phone: null,
  organisation: "First National Bank, secure.fnb-help.co.za",
  message: [
    "Dear client, your First National Bank account is locked.",
    "Unlock it today at https://fnb-secure.example/login?id=77 or www.fnb-unlock.example,",
    "or write to security@fnb-help.example, or visit fnb‧help。com.",
    "x ".repeat(200),
    LATER,
  ].join("\n"),
  preferredDate: null,
  preferredTime: null,
  receivedAt: "23 November 2026, 10:15",
}

async function received(mail: MailContent & { replyTo?: string }) {
  const composed = await composeMail(
    {
      id: 1,
      toAddress: mail.to,
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      headers: null,
      createdAt: new Date("2026-11-23T10:15:00Z"),
    },
    "Cape Ocean Adventures <no-reply@capeocean.test>",
    new Date("2026-11-23T10:15:02Z"),
  )
  return simpleParser(composed.raw)
}

describe("the enquiry acknowledgement", () => {
  const mail = visitorEnquiryMail(phishing, SHOP)

  it("repeats no link, address or domain the visitor typed, in any part", () => {
    for (const part of [mail.text, mail.html]) {
      for (const planted of [
        "fnb-secure",
        "fnb-unlock",
        "fnb-help",
        "fnb-verify",
        "http",
        "www.",
        "security@",
        "help。com",
      ])
        expect(part).not.toContain(planted)
    }
    expect(mail.text).toContain("Hi =?utf-8?B?Rk5CIFNlY3VyaXR5?= Verify at [link removed],")
    expect(mail.text).toContain("Organisation: First National Bank, [link removed]")
  })

  it(`repeats at most the first ${ECHO_MAX} characters of the message`, () => {
    const excerpt = mail.text.split("The beginning of your message, without links:\n")[1]!
    expect(excerpt.split("\n\nCape Ocean Adventures")[0]!.length).toBeLessThanOrEqual(ECHO_MAX)
    expect(excerpt).toMatch(/^Dear client, your First National Bank account is locked\.\nUnlock/)
    expect(excerpt).toMatch(/…\n\nCape Ocean Adventures$/)
    expect(mail.text).not.toContain(LATER)
    expect(mail.html).not.toContain(LATER)
  })

  it("has a subject without anything the visitor typed", () => {
    expect(mail.subject).toBe(
      "We received your enquiry about Custom Camera Installation (ENQ-00042)",
    )
  })

  it("repeats a short message without links whole, line breaks and all", () => {
    const message = "Please call me back.\nAfter 14:00 is best."
    const short = visitorEnquiryMail({ ...phishing, message }, SHOP)
    expect(short.text).toContain(`Your message:\n${message}\n`)
    expect(short.html).toContain("<p>Please call me back.<br>After 14:00 is best.</p>")
  })
})

describe("the business's enquiry mail", () => {
  it("keeps the whole message: the business reads it", () => {
    const mail = businessEnquiryMail(phishing, SHOP)
    expect(mail.text).toContain("https://fnb-secure.example/login?id=77")
    expect(mail.text).toContain(LATER)
  })

  it("shows an encoded word typed into a name as typed, not decoded into other text", async () => {
    const parsed = await received(businessEnquiryMail(phishing, SHOP))
    expect(parsed.subject).toContain("=\u200B?utf-8?B?Rk5CIFNlY3VyaXR5?= Verify")
    expect(parsed.subject).not.toContain("FNB Security")
  })
})

describe("removing links from visitor text", () => {
  it.each([
    ["Visit https://evil.example/login now", "Visit [link removed] now"],
    ["write to boss@evil.example", "write to [link removed]"],
    ["see paypal.com.secure-login.ru!", "see [link removed]!"],
    ["пример.рф or xn--e1afmkfd.xn--p1ai", "[link removed] or [link removed]"],
    ["evil。com", "[link removed]"],
    ["tel:+27821234567", "[link removed]"],
    [
      "A dive school. Could you come on the 3rd? It costs R1,299.00 e.g. for 3.5 m.",
      "A dive school. Could you come on the 3rd? It costs R1,299.00 e.g. for 3.5 m.",
    ],
  ])("%j becomes %j", (text, expected) => {
    expect(withoutLinks(text)).toBe(expected)
  })

  it("takes little time for the longest message, whatever it holds", () => {
    for (const text of [
      "a.".repeat(2500),
      ".a".repeat(2500),
      "a-".repeat(2500),
      "a@".repeat(2500),
    ]) {
      const started = performance.now()
      messageExcerpt(text)
      expect(performance.now() - started).toBeLessThan(100)
    }
  })
})
