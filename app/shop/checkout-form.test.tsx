// @vitest-environment jsdom
import { render, screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { createRoutesStub, data } from "react-router"
import { beforeEach, describe, expect, it, vi } from "vitest"
import { CartProvider } from "~/shop/cart-context"
import { saveCart } from "~/shop/cart-storage"
import { PRODUCTS } from "~/shop/catalog"
import { CheckoutForm, type CheckoutResult } from "~/shop/checkout-form"

const SHIRT = { ...PRODUCTS[0]!, size: "M", quantity: 1 }

/** The form with one shirt in the cart; `answer` is what the checkout action answers. */
function renderForm(answer: () => unknown = () => null) {
  let posted = 0
  const Stub = createRoutesStub([
    {
      path: "/checkout",
      Component: () => (
        <CartProvider>
          <CheckoutForm stock={{}} />
        </CartProvider>
      ),
      action: () => {
        posted += 1
        return answer()
      },
    },
  ])
  render(<Stub initialEntries={["/checkout"]} />)
  return { posted: () => posted }
}

async function fillValidAddress() {
  await userEvent.type(screen.getByLabelText("Email"), "thandi@example.com")
  await userEvent.type(screen.getByLabelText("First Name"), "Thandi")
  await userEvent.type(screen.getByLabelText("Last Name"), "Nkosi")
  await userEvent.type(screen.getByLabelText("Address"), "1 Beach Road")
  await userEvent.type(screen.getByLabelText("City"), "Cape Town")
  await userEvent.type(screen.getByLabelText("Postal Code"), "8001")
}

describe("CheckoutForm", () => {
  beforeEach(() => {
    window.localStorage.clear()
    saveCart(window.localStorage, [SHIRT])
  })

  // Empty fields are the browser's to refuse (`required`); blanks pass it and are the form's.
  it("blank fields send nothing, show each message beside its field and focus the first", async () => {
    const form = renderForm()
    await screen.findByRole("button", { name: "Confirm Order" })
    await fillValidAddress()
    await userEvent.clear(screen.getByLabelText("First Name"))
    await userEvent.type(screen.getByLabelText("First Name"), "   ")
    await userEvent.clear(screen.getByLabelText("Postal Code"))
    await userEvent.type(screen.getByLabelText("Postal Code"), "  ")
    await userEvent.click(screen.getByRole("button", { name: "Confirm Order" }))

    const firstName = screen.getByLabelText("First Name")
    expect(firstName).toHaveFocus()
    expect(firstName).toHaveAttribute("aria-invalid", "true")
    expect(firstName).toHaveAccessibleDescription("First name is required")
    expect(screen.getByLabelText("Postal Code")).toHaveAccessibleDescription(
      "Postal code is required",
    )
    expect(screen.getByLabelText("City")).not.toHaveAttribute("aria-invalid")
    expect(form.posted()).toBe(0)

    // A message goes as soon as its field is valid; focus stays where the visitor types.
    await userEvent.type(firstName, "Thandi")
    expect(firstName).not.toHaveAttribute("aria-invalid")
    expect(firstName).toHaveFocus()
    expect(screen.getByLabelText("Postal Code")).toHaveAttribute("aria-invalid", "true")
  })

  it("the server's field errors show beside their fields and the first in page order gets focus", async () => {
    const form = renderForm(() =>
      data<CheckoutResult>(
        {
          ok: false,
          fieldErrors: { country: "Country is required", postalCode: "Postal code is too long" },
        },
        { status: 400 },
      ),
    )
    // The form logs a failed checkout for the console.
    const logged = vi.spyOn(console, "error").mockImplementation(() => {})
    await screen.findByRole("button", { name: "Confirm Order" })
    await fillValidAddress()
    await userEvent.click(screen.getByRole("button", { name: "Confirm Order" }))

    const postalCode = screen.getByLabelText("Postal Code")
    await waitFor(() => expect(postalCode).toHaveFocus())
    expect(postalCode).toHaveAccessibleDescription("Postal code is too long")
    expect(screen.getByLabelText("Country")).toHaveAccessibleDescription("Country is required")
    expect(screen.getByLabelText("City")).not.toHaveAttribute("aria-invalid")
    expect(form.posted()).toBe(1)
    expect(logged).toHaveBeenCalledWith("Checkout failed:", expect.anything())
  })
})
