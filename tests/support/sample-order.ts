// One order as the browser keeps it and the order mails show it, for tests that need
// any whole order (tests/support/orders.ts places orders in a database instead).
import type { Order } from "~/shop/order"

export const sampleOrder: Order = {
  orderNumber: "COA-1795000000000",
  customer: {
    firstName: "Thandi",
    lastName: "Nkosi",
    email: "thandi@example.com",
    address: "12 Beach Road",
    city: "Muizenberg",
    postalCode: "7945",
    country: "South Africa",
  },
  items: [{ name: "Cape Ocean Adventures T-Shirt", size: "L", quantity: 2, price: 299 }],
  totals: { subtotal: 598, shipping: 350, total: 948 },
  orderDate: "23 November 2026",
  pagePath: "/orders/COA-1795000000000?key=q3Jx0Vd8hT2mZk7Lw9pYbA",
}
