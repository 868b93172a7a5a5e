import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"
import { EmailAddress } from "./email-address"

describe("EmailAddress", () => {
  it("offers breaks after the @ and before each dot, and keeps the text whole", () => {
    const html = renderToStaticMarkup(<EmailAddress email="thandi.nkosi@mail.example.co.za" />)
    expect(html).toContain("thandi<wbr/>.nkosi@<wbr/>mail<wbr/>.example<wbr/>.co<wbr/>.za")
    expect(html.replace(/<[^>]+>/g, "")).toBe("thandi.nkosi@mail.example.co.za")
  })
})
