// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { createRoutesStub } from "react-router"
import { describe, expect, it } from "vitest"
import { NewsletterForm, type NewsletterResult } from "~/newsletter/newsletter-form"

function renderForm(answer: NewsletterResult) {
  const Stub = createRoutesStub([
    { path: "/", Component: () => <NewsletterForm tone="light" /> },
    { path: "/newsletter", action: () => answer },
  ])
  render(<Stub initialEntries={["/"]} />)
}

async function subscribe(email: string) {
  await userEvent.type(screen.getByLabelText("Email address"), email)
  await userEvent.click(screen.getByRole("button", { name: "Subscribe" }))
}

describe("NewsletterForm", () => {
  it("a refused address: the message beside the field, which is marked and gets focus", async () => {
    renderForm({ ok: false, fieldErrors: { email: "Please enter a valid email address." } })
    await subscribe("seal@bay")

    const field = screen.getByLabelText("Email address")
    await waitFor(() => expect(field).toHaveAttribute("aria-invalid", "true"))
    expect(field).toHaveAccessibleDescription("Please enter a valid email address.")
    expect(screen.getByRole("status")).toHaveTextContent("Please enter a valid email address.")
    expect(field).toHaveFocus()
  })

  it("a refusal of the whole request: its message, the field neither marked nor focused", async () => {
    renderForm({ ok: false, message: "Too many sign-ups from your connection." })
    await subscribe("seal@example.com")

    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent(
        "Too many sign-ups from your connection.",
      ),
    )
    expect(screen.getByLabelText("Email address")).not.toHaveAttribute("aria-invalid")
    expect(screen.getByLabelText("Email address")).not.toHaveFocus()
  })

  it("a sign-up that went through: its answer, and the field emptied for the next one", async () => {
    renderForm({ ok: true, status: "check-inbox", message: "Almost done: check your inbox." })
    await subscribe("seal@example.com")

    await waitFor(() =>
      expect(screen.getByRole("status")).toHaveTextContent("Almost done: check your inbox."),
    )
    expect(screen.getByLabelText("Email address")).toHaveValue("")
  })
})
