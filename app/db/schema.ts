// Every table of the site. Money is stored in whole cents so sums are exact.
import { sql } from "drizzle-orm"
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core"

/** A moment in time, stored with its time zone. */
const at = (name: string) => timestamp(name, { withTimezone: true })
const createdAt = () => at("created_at").notNull().defaultNow()
const updatedAt = () => at("updated_at").notNull().defaultNow()
/** The row belongs to one of `parent`'s rows and is deleted with it. */
const belongsTo = (name: string, parent: () => AnyPgColumn) =>
  integer(name).notNull().references(parent, { onDelete: "cascade" })

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    createdAt: createdAt(),
    // pending (signed up, not yet confirmed) -> confirmed -> unsubscribed. Only
    // confirmed addresses receive newsletters (double opt-in, POPIA consent).
    status: text("status").notNull().default("pending"),
    // How consent was given: where the form was, and when it was sent and confirmed.
    consentSource: text("consent_source"),
    consentAt: at("consent_at"),
    confirmedAt: at("confirmed_at"),
    unsubscribedAt: at("unsubscribed_at"),
    confirmationSentAt: at("confirmation_sent_at"),
  },
  // One row per address whatever its case.
  (table) => [uniqueIndex("newsletter_subscribers_email_lower_idx").on(sql`lower(${table.email})`)],
)

export const youtubeCache = pgTable("youtube_cache", {
  key: text("key").primaryKey(),
  channelId: text("channel_id").notNull(),
  kind: text("kind").notNull(),
  count: integer("count").notNull(),
  data: jsonb("data").notNull(),
  fetchedAt: at("fetched_at").notNull(),
  expiresAt: at("expires_at").notNull(),
})

// Who refreshes a cache key now (a lease, so several server processes refresh
// each key once per interval between them) and how its last attempts went
// (failures hold back the next attempt in every process).
export const youtubeRefreshState = pgTable("youtube_refresh_state", {
  key: text("key").primaryKey(),
  leaseHolder: text("lease_holder"),
  leaseUntil: at("lease_until"),
  failedAt: at("failed_at"),
  // "quota" or "error": which warning a page shows with the stale copy
  failure: text("failure"),
  failureMessage: text("failure_message"),
  // Searches are scarce: the last one tried, successful or not.
  searchedAt: at("searched_at"),
})

// A camera is a thing of its own: its page address (slug) survives a restarted
// broadcast with a new video id, because the refresher matches streams by their
// normalised title. The owner's details are edited in the admin.
export const cameras = pgTable("cameras", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  // The normalised broadcast title the camera follows (see app/video/camera-identity.ts).
  titleKey: text("title_key").notNull().unique(),
  broadcastTitle: text("broadcast_title").notNull(),
  videoId: text("video_id").notNull(),
  description: text("broadcast_description").notNull().default(""),
  thumbnailUrl: text("thumbnail_url").notNull().default(""),
  isLive: boolean("is_live").notNull().default(true),
  viewerCount: integer("viewer_count").notNull().default(0),
  liveSince: at("live_since"),
  lastLiveAt: at("last_live_at").notNull(),
  createdAt: createdAt(),
  // Owner details; null means "the default".
  displayName: text("display_name"),
  location: text("location"),
  latitude: doublePrecision("latitude"),
  longitude: doublePrecision("longitude"),
  category: text("category"),
  isPremium: boolean("is_premium").notNull().default(false),
  sponsorName: text("sponsor_name"),
  sponsorUrl: text("sponsor_url"),
  ownerDescription: text("owner_description"),
  lookFor: text("look_for"),
  bestTimes: text("best_times"),
  offlineNote: text("offline_note"),
})

// Old page addresses of a camera: they answer 301 to its current slug.
export const cameraSlugRedirects = pgTable("camera_slug_redirects", {
  slug: text("slug").primaryKey(),
  cameraId: belongsTo("camera_id", () => cameras.id),
})

// API calls per quota day (the platform's day ends at midnight Pacific time)
// and endpoint, failed calls included.
export const youtubeQuotaUsage = pgTable(
  "youtube_quota_usage",
  {
    quotaDay: text("quota_day").notNull(),
    endpoint: text("endpoint").notNull(),
    calls: integer("calls").notNull().default(0),
    units: integer("units").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.quotaDay, table.endpoint] })],
)

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    orderNumber: text("order_number").notNull().unique(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    status: text("status").notNull().default("awaiting_payment"),
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    address: text("address").notNull(),
    city: text("city").notNull(),
    postalCode: text("postal_code").notNull(),
    country: text("country").notNull(),
    subtotalCents: integer("subtotal_cents").notNull(),
    shippingCents: integer("shipping_cents").notNull(),
    totalCents: integer("total_cents").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // Set when a cancelled order put its units back, so that happens once.
    stockReleasedAt: at("stock_released_at"),
    // The secret in the customer's link to their order page (null: an order from before).
    accessKey: text("access_key"),
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    // Set by the one process that sends the payment reminder (the claim).
    remindedAt: at("reminded_at"),
  },
  (table) => [
    index("orders_created_at_idx").on(table.createdAt),
    index("orders_email_idx").on(table.email),
  ],
)

export const orderLines = pgTable("order_lines", {
  id: serial("id").primaryKey(),
  orderId: belongsTo("order_id", () => orders.id),
  productId: integer("product_id").notNull(),
  name: text("name").notNull(),
  size: text("size").notNull(),
  quantity: integer("quantity").notNull(),
  unitPriceCents: integer("unit_price_cents").notNull(),
  lineTotalCents: integer("line_total_cents").notNull(),
})

// Units of one product in one size that can still be sold; no row or NULL: unlimited.
export const productStock = pgTable(
  "product_stock",
  {
    productId: integer("product_id").notNull(),
    size: text("size").notNull(),
    remaining: integer("remaining"),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.size] }),
    check("product_stock_remaining_check", sql`${table.remaining} >= 0`),
  ],
)

export const orderStatusEvents = pgTable("order_status_events", {
  id: serial("id").primaryKey(),
  orderId: belongsTo("order_id", () => orders.id),
  status: text("status").notNull(),
  // What happened besides the status, e.g. "Payment reminder sent".
  note: text("note"),
  createdAt: createdAt(),
})

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    enquiryId: integer("enquiry_id").references(() => enquiries.id, { onDelete: "set null" }),
    toAddress: text("to_address").notNull(),
    // Where a reply goes when it should not go to the sender (MAIL_FROM).
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    // queued -> sending -> sent, or failed after the last attempt
    status: text("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: at("next_attempt_at").notNull().defaultNow(),
    lockedUntil: at("locked_until"),
    sentAt: at("sent_at"),
    createdAt: createdAt(),
    // Extra header lines, such as List-Unsubscribe on mail to subscribers.
    headers: jsonb("headers").$type<Record<string, string>>(),
  },
  (table) => [index("mail_outbox_due_idx").on(table.status, table.nextAttemptAt)],
)

// Small named values the server generates once, such as the admin password hash.
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAt(),
})

// One row per request a rate limit let through (app/abuse/rate-limit.server.ts).
// Rows older than the longest window of their bucket are pruned as new ones arrive.
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    id: serial("id").primaryKey(),
    bucket: text("bucket").notNull(),
    clientKey: text("client_key").notNull(),
    hitAt: at("hit_at").notNull(),
  },
  (table) => [
    index("rate_limit_hits_client_idx").on(table.bucket, table.clientKey, table.hitAt),
    index("rate_limit_hits_bucket_idx").on(table.bucket, table.hitAt),
  ],
)

// Proofs of work already accepted, kept until their challenge expires so none is used twice.
export const usedChallenges = pgTable(
  "used_challenges",
  {
    signature: text("signature").primaryKey(),
    expiresAt: at("expires_at").notNull(),
  },
  (table) => [index("used_challenges_expires_idx").on(table.expiresAt)],
)

// When the owner was last told that a form's overall threshold was crossed: one row
// per rate-limit bucket, claimed with a conditional upsert so one process sends the mail.
export const rateLimitAlerts = pgTable("rate_limit_alerts", {
  bucket: text("bucket").primaryKey(),
  alertedAt: at("alerted_at").notNull(),
})

// Business enquiries from the Business Services page, followed up in the admin:
// new -> contacted -> won or lost, each change kept with its time.
export const enquiries = pgTable(
  "enquiries",
  {
    id: serial("id").primaryKey(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    service: text("service").notNull(),
    status: text("status").notNull().default("new"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    organisation: text("organisation"),
    message: text("message").notNull(),
    // A consultation's wish: a day (YYYY-MM-DD, Cape Town) and a time window.
    preferredDate: text("preferred_date"),
    preferredTime: text("preferred_time"),
    notes: text("notes").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("enquiries_created_at_idx").on(table.createdAt),
    index("enquiries_status_idx").on(table.status),
  ],
)

export const enquiryStatusEvents = pgTable("enquiry_status_events", {
  id: serial("id").primaryKey(),
  enquiryId: belongsTo("enquiry_id", () => enquiries.id),
  status: text("status").notNull(),
  createdAt: createdAt(),
})

// Visitor accounts: no password, signed in with an e-mailed code (app/accounts/). The
// address is stored lower-cased; one account per address.
export const accounts = pgTable(
  "accounts",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    createdAt: createdAt(),
    // Refreshed at most once a day by a session's use; unused accounts are purged by it.
    lastSeenAt: at("last_seen_at").notNull().defaultNow(),
  },
  (table) => [uniqueIndex("accounts_email_lower_idx").on(sql`lower(${table.email})`)],
)

// A visitor's signed-in browsers. The id is the SHA-256 of the cookie's token, so the
// table alone signs nobody in.
export const accountSessions = pgTable(
  "account_sessions",
  {
    id: text("id").primaryKey(),
    accountId: belongsTo("account_id", () => accounts.id),
    createdAt: createdAt(),
    lastUsedAt: at("last_used_at").notNull().defaultNow(),
    // The absolute end; the idle end is last_used_at + the idle period.
    expiresAt: at("expires_at").notNull(),
  },
  (table) => [
    index("account_sessions_account_idx").on(table.accountId),
    index("account_sessions_expires_idx").on(table.expiresAt),
  ],
)

// Codes mailed to sign in, one row per code sent (the rows also count the codes per
// address). Only a salted hash of the code is kept; a spent code (used, voided by a newer
// one, or after too many wrong tries) keeps its row until the purge.
export const signInCodes = pgTable(
  "sign_in_codes",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    codeHash: text("code_hash").notNull(),
    salt: text("salt").notNull(),
    createdAt: createdAt(),
    expiresAt: at("expires_at").notNull(),
    wrongTries: integer("wrong_tries").notNull().default(0),
    spentAt: at("spent_at"),
  },
  (table) => [index("sign_in_codes_email_idx").on(table.email, table.createdAt)],
)

// A visitor's favourite cameras; `alert` is the switch "E-mail me when it goes live".
// last_alerted_at keeps go-live mail to one per camera per person per alert window,
// and is claimed by a conditional update in the refresh that sees the go-live.
export const favourites = pgTable(
  "favourites",
  {
    id: serial("id").primaryKey(),
    accountId: belongsTo("account_id", () => accounts.id),
    cameraId: belongsTo("camera_id", () => cameras.id),
    alert: boolean("alert").notNull().default(false),
    lastAlertedAt: at("last_alerted_at"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("favourites_account_camera_idx").on(table.accountId, table.cameraId),
    index("favourites_camera_idx").on(table.cameraId),
  ],
)

// Visitors who asked to hear when premium cameras open; nothing is sold yet.
export const premiumWaitlist = pgTable("premium_waitlist", {
  accountId: integer("account_id")
    .primaryKey()
    .references(() => accounts.id, { onDelete: "cascade" }),
  joinedAt: at("joined_at").notNull().defaultNow(),
})
