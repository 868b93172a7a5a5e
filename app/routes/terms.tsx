import type { Route } from "./+types/terms"
import { enquiryPath } from "~/business/services"
import { getBusinessDetails } from "~/legal/business-details.server"
import {
  BulletList,
  BusinessDetailsList,
  EmailLink,
  LegalPage,
  LegalSection,
  sectionTitles,
  TextLink,
} from "~/legal/legal-page"
import {
  COOLING_OFF_DAYS,
  DEFECT_RETURN_MONTHS,
  DISPATCH_WORKING_DAYS,
  LATEST_DELIVERY_DAYS,
  REFUND_WITHIN_DAYS,
} from "~/legal/shop-policy"
import { formatHours } from "~/shop/order-page"
import { scopeOf } from "~/scope/request-scope.server"
import { pageMeta } from "~/lib/site"
import { PRODUCTS } from "~/shop/catalog"
import { formatRand, orderTotals, SHIPPING_RAND } from "~/shop/money"

export function loader({ context }: Route.LoaderArgs) {
  // The payment window is a setting (ORDER_CANCEL_HOURS, ORDER_REMINDER_HOURS).
  const { reminderHours, cancelHours } = scopeOf(context).config.unpaidOrders
  return {
    business: getBusinessDetails(),
    unpaid: {
      reminder: reminderHours === null ? null : formatHours(reminderHours),
      cancel: cancelHours === null ? null : formatHours(cancelHours),
    },
  }
}

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Terms and Conditions",
    "The terms of the Cape Ocean Adventures shop: prices, EFT payment, shipping, the 7-day cooling-off, returns and refunds.",
  )

const SECTIONS = [
  { id: "who-we-are", title: "Who we are" },
  { id: "goods-and-prices", title: "What we sell and what it costs" },
  { id: "ordering", title: "How an order is made" },
  { id: "payment", title: "Payment by EFT" },
  { id: "delivery", title: "Shipping and delivery" },
  { id: "cooling-off", title: `Cancelling within ${COOLING_OFF_DAYS} days` },
  { id: "returns", title: "Faulty goods and returns" },
  { id: "refunds", title: "Refunds" },
  { id: "business-services", title: "Business camera services" },
  { id: "newsletter", title: "Newsletter" },
  { id: "complaints", title: "Complaints and disputes" },
  { id: "changes", title: "Changes to these terms" },
] as const

const title = sectionTitles(SECTIONS)

export default function Terms({ loaderData }: Route.ComponentProps) {
  const { business, unpaid } = loaderData
  const example = orderTotals(PRODUCTS[0]!.price)
  return (
    <LegalPage
      title="Terms and Conditions"
      intro="The terms on which we sell through this website. When you confirm an order, you accept them. They do not take away any right you have under South African consumer law."
      contents={SECTIONS}
    >
      <LegalSection id="who-we-are" title={title("who-we-are")}>
        <p>
          The seller is the business below, trading as {business.tradingName}. Ways to reach us are
          on our <TextLink to="/contact">Contact page</TextLink>; how we handle your personal
          information is in our <TextLink to="/privacy">Privacy Policy</TextLink>.
        </p>
        <BusinessDetailsList details={business} />
      </LegalSection>

      <LegalSection id="goods-and-prices" title={title("goods-and-prices")}>
        <ul className="flex flex-col gap-3">
          {PRODUCTS.map((product) => (
            <li key={product.id} className="rounded-xl bg-ocean-50 p-4">
              <p className="font-semibold text-ocean-950">
                {product.name}: {formatRand(product.price)} each
              </p>
              <p>
                {product.description} Sizes {product.sizes.join(", ")}.
              </p>
            </li>
          ))}
        </ul>
        <p>
          Prices are in South African rand and include every tax. The only cost added is shipping: a
          flat {formatRand(SHIPPING_RAND)} per order, however many items it holds. One shirt
          therefore costs {formatRand(example.subtotal)} + {formatRand(example.shipping)} shipping ={" "}
          {formatRand(example.total)} in all. Cart and checkout show the full amount, shipping
          included, before you confirm.
        </p>
      </LegalSection>

      <LegalSection id="ordering" title={title("ordering")}>
        <BulletList>
          <li>
            Put the items you want in the cart, then give your e-mail and shipping address at
            checkout. The checkout shows every item, size, quantity and the total; go back to the
            cart to change anything before you confirm.
          </li>
          <li>
            &lsquo;Confirm Order&rsquo; places the order on these terms. We answer at once by e-mail
            with your order number, what you ordered and our bank details. That e-mail is your
            record of the transaction; ask us for a copy of your order at any time.
          </li>
          <li>The sale is concluded when your payment reaches our account.</li>
        </BulletList>
      </LegalSection>

      <LegalSection id="payment" title={title("payment")}>
        <BulletList>
          <li>
            We accept payment by EFT (bank transfer) only. Pay the total from your order e-mail into
            the account it names, with your order number (COA-…) as the payment reference.
          </li>
          <li>
            We process and ship your order once the payment has reached our account. Transfers
            between banks can take a few working days.
          </li>
          {unpaid.cancel ? (
            <li>
              We keep an unpaid order for {unpaid.cancel}.
              {unpaid.reminder &&
                ` If your payment has not reached us ${unpaid.reminder} after you placed the order, we e-mail you one reminder with our bank details.`}{" "}
              If it has not reached us {unpaid.cancel} after you placed the order, the order is
              cancelled and we tell you by e-mail; its items go back on sale. A payment that arrives
              after we cancelled is refunded in full.
            </li>
          ) : (
            <li>
              We keep an unpaid order until your payment arrives or you ask us to cancel it.
              {unpaid.reminder &&
                ` If your payment has not reached us ${unpaid.reminder} after you placed the order, we e-mail you one reminder with our bank details.`}
            </li>
          )}
          <li>
            Your order e-mail links to your order&rsquo;s own page, where you can see whether your
            payment has arrived and, once shipped, the carrier and tracking number. Keep the link to
            yourself: anyone with it can see the order.
          </li>
          <li>
            We never ask for card details or passwords. Our bank details do not change by e-mail: if
            a message asks you to pay into a different account, do not pay, and call us first.
          </li>
        </BulletList>
      </LegalSection>

      <LegalSection id="delivery" title={title("delivery")}>
        <BulletList>
          <li>
            We send your order by courier to the address you gave at checkout, for the flat{" "}
            {formatRand(SHIPPING_RAND)} shipping fee.
          </li>
          <li>
            A paid order leaves us within {DISPATCH_WORKING_DAYS} working days after your payment
            reaches our account, and we let you know by e-mail when it is on its way.
          </li>
          <li>
            If we cannot deliver within {LATEST_DELIVERY_DAYS} days of your order, we tell you, and
            you may cancel the order for a full refund (Electronic Communications and Transactions
            Act, section 46).
          </li>
          <li>
            The goods are yours, and at your risk, once they are delivered. Please check your
            address at checkout; write to us at once if it is wrong.
          </li>
        </BulletList>
      </LegalSection>

      <LegalSection id="cooling-off" title={title("cooling-off")}>
        <p>
          Under section 44 of the Electronic Communications and Transactions Act you may cancel your
          purchase, without giving a reason and without penalty, within {COOLING_OFF_DAYS} days
          after you receive the goods. (You may also cancel an order at any time before we send it.)
        </p>
        <BulletList>
          <li>
            Tell us by e-mail at <EmailLink value={business.email} />, with your order number.
          </li>
          <li>
            Send the goods back to our physical address. The only cost to you is the direct cost of
            returning them.
          </li>
          <li>
            We refund everything you paid, the {formatRand(SHIPPING_RAND)} shipping fee included,
            within {REFUND_WITHIN_DAYS} days of your cancellation.
          </li>
        </BulletList>
      </LegalSection>

      <LegalSection id="returns" title={title("returns")}>
        <p>
          If what you receive is faulty, unsafe, or not what you ordered, you may return it within{" "}
          {DEFECT_RETURN_MONTHS} months of delivery (Consumer Protection Act, section 56), at our
          risk and cost, and you choose whether we repair it, replace it or refund you. Write to us
          first so we can tell you how to send it back.
        </p>
        <p>
          Ordered the wrong size? Cancel within the {COOLING_OFF_DAYS} days above and order the
          right one.
        </p>
      </LegalSection>

      <LegalSection id="refunds" title={title("refunds")}>
        <p>
          We refund by EFT into the bank account you name, within {REFUND_WITHIN_DAYS} days of your
          cancellation or of receiving the returned goods. We charge no cancellation or handling
          fees.
        </p>
      </LegalSection>

      <LegalSection id="business-services" title={title("business-services")}>
        <p>
          An <TextLink to={enquiryPath("consultation")}>enquiry</TextLink> about our camera
          installation, maintenance, sponsorship or consultation services asks us for a reply or a
          quote; it does not bind you or us. Prices, work and terms for those services are agreed in
          a separate written quote or agreement. The brochure describes the services and is not an
          offer.
        </p>
      </LegalSection>

      <LegalSection id="newsletter" title={title("newsletter")}>
        <p>
          Our newsletter is free. We send it only after you confirm your address through the link we
          e-mail you, and every issue has a link to unsubscribe at once. See our{" "}
          <TextLink to="/privacy">Privacy Policy</TextLink>.
        </p>
      </LegalSection>

      <LegalSection id="complaints" title={title("complaints")}>
        <p>
          Please write to us first at <EmailLink value={business.email} />: we want to put things
          right. If we cannot agree, you may turn to the Consumer Goods and Services Ombud (
          <a href="https://www.cgso.org.za" className="text-ocean-700 underline underline-offset-4">
            cgso.org.za
          </a>
          ) or the National Consumer Commission (
          <a href="https://thencc.org.za" className="text-ocean-700 underline underline-offset-4">
            thencc.org.za
          </a>
          ). We do not subscribe to an alternative dispute resolution code. These terms are governed
          by the law of South Africa.
        </p>
      </LegalSection>

      <LegalSection id="changes" title={title("changes")}>
        <p>
          We may update these terms. An order is governed by the terms shown here on the day it was
          placed.
        </p>
      </LegalSection>
    </LegalPage>
  )
}
