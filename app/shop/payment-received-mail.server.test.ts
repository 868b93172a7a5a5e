import { describe, expect, it } from "vitest"
import { paymentReceivedMail } from "~/shop/payment-received-mail.server"

describe("payment received mail", () => {
  const input = {
    orderNumber: "COA-1795000000000",
    email: "zoe@example.com",
    firstName: `Zoë <script>alert("x")</script> 🐋`,
    total: 1247,
    paidDate: "22 November 2026 at 15:05",
  }

  it("tells the customer the payment arrived, with order number and amount", () => {
    const mail = paymentReceivedMail(input)
    expect(mail.to).toBe("zoe@example.com")
    expect(mail.subject).toBe("Payment received for your order COA-1795000000000")
    expect(mail.text).toContain(
      "We have received your payment of R1,247.00 for order COA-1795000000000",
    )
  })

  it("keeps customer text intact in the text part and inert in the HTML part", () => {
    const mail = paymentReceivedMail(input)
    expect(mail.text).toContain(`Hi Zoë <script>alert("x")</script> 🐋,`)
    expect(mail.html).toContain("Hi Zoë &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; 🐋,")
    expect(mail.html).not.toContain("<script>")
  })
})
