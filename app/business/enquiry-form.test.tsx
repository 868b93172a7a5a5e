// @vitest-environment jsdom
import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { createRoutesStub } from "react-router"
import { describe, expect, it } from "vitest"
import { EnquiryForm } from "~/business/enquiry-form"
import type { EnquiryFieldErrors } from "~/business/enquiry-schema"

function renderForm(serverErrors?: EnquiryFieldErrors, formError?: string) {
  let posted = 0
  const Stub = createRoutesStub([
    {
      path: "/business/enquiry",
      Component: () => (
        <EnquiryForm
          service="installation"
          idempotencyKey="00000000-0000-4000-8000-000000000000"
          dateRange={{ min: "2026-11-27", max: "2027-05-25" }}
          serverErrors={serverErrors}
          formError={formError}
        />
      ),
      action: () => {
        posted += 1
        return null
      },
    },
  ])
  render(<Stub initialEntries={["/business/enquiry"]} />)
  return { posted: () => posted }
}

describe("EnquiryForm", () => {
  it("an empty submit sends nothing, shows each message beside its field and focuses the first", async () => {
    const form = renderForm()
    await userEvent.click(screen.getByRole("button", { name: "Send Enquiry" }))

    const name = screen.getByLabelText("Your name")
    expect(name).toHaveFocus()
    expect(name).toHaveAttribute("aria-invalid", "true")
    expect(name).toHaveAccessibleDescription("Name is required")
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true")
    expect(screen.getByLabelText("Your message")).toHaveAttribute("aria-invalid", "true")
    expect(screen.getByLabelText(/Phone/)).not.toHaveAttribute("aria-invalid")
    expect(form.posted()).toBe(0)
  })

  it("a message goes as soon as its field is valid, and focus stays where the visitor types", async () => {
    renderForm()
    await userEvent.click(screen.getByRole("button", { name: "Send Enquiry" }))
    await userEvent.type(screen.getByLabelText("Your name"), "Thandi")

    expect(screen.getByLabelText("Your name")).not.toHaveAttribute("aria-invalid")
    expect(screen.getByLabelText("Your name")).toHaveFocus()
    expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true")
  })

  it("the server's field errors show beside their fields and the first in page order gets focus", () => {
    renderForm({ message: "Message is required", email: "Please enter a valid email address" })

    const email = screen.getByLabelText("Email")
    expect(email).toHaveFocus()
    expect(email).toHaveAccessibleDescription("Please enter a valid email address")
    expect(screen.getByLabelText("Your message")).toHaveAccessibleDescription(/Message is required/)
    expect(screen.getByLabelText("Your name")).not.toHaveAttribute("aria-invalid")
  })

  it("the server's message for the whole form is shown once, as an alert", () => {
    renderForm(undefined, "Your enquiry could not be sent. Please try again.")
    expect(screen.getByRole("alert")).toHaveTextContent("Your enquiry could not be sent.")
  })
})
