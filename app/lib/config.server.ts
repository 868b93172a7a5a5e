// The one module in app/ that reads process.env: configuration, secrets included, is parsed here,
// on the server, and nowhere else. Defaults and meanings are listed in docs/runtime.md; a bad value
// stops the server with a clear message.
import path from "node:path"
import { z } from "zod"
import { trustProxySetting } from "~/lib/trust-proxy"
import { DEFAULT_CHANNEL_ID } from "~/lib/youtube-platform"

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== "" ? value.trim() : undefined))

const limitSetting = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  z.coerce.number().int().positive().optional(),
)

// Hours (decimals allowed), or "off"/0 to switch the rule off (null).
const MAX_ORDER_HOURS = 24 * 366
const hoursOrOff = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const value = raw?.trim().toLowerCase() ?? ""
      if (value === "") return fallback
      if (value === "off") return null
      const hours = /^\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN
      if (hours === 0) return null
      if (!(hours > 0 && hours <= MAX_ORDER_HOURS)) {
        ctx.addIssue({
          code: "custom",
          message: `expected hours (a number above 0 up to ${MAX_ORDER_HOURS}, decimals allowed), or "off" (or 0) to switch it off`,
        })
        return z.NEVER
      }
      return hours
    })

const EnvSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: optionalText,
    YOUTUBE_API_KEY: optionalText,
    YOUTUBE_CHANNEL_ID: optionalText,
    YOUTUBE_API_BASE_URL: z.string().url().default("https://www.googleapis.com/youtube/v3"),
    YOUTUBE_CACHE_TTL_SECONDS: z.coerce.number().positive().default(86_400),
    YOUTUBE_LIVE_REFRESH_SECONDS: z.coerce.number().positive().default(300),
    YOUTUBE_DAILY_UNIT_BUDGET: z.coerce.number().int().min(0).default(500),
    YOUTUBE_FAILURE_BACKOFF_SECONDS: z.coerce.number().min(0).default(60),
    YOUTUBE_REQUEST_TIMEOUT_SECONDS: z.coerce.number().positive().default(5),
    SHORTS_MAX_SECONDS: z.coerce.number().int().positive().default(60),
    ADMIN_PASSWORD: optionalText,
    SESSION_SECRET: optionalText,
    ADMIN_IDLE_MINUTES: z.coerce.number().positive().default(30),
    ADMIN_SESSION_MAX_HOURS: z.coerce.number().positive().default(12),
    SMTP_URL: optionalText,
    MAIL_FROM: z.string().default("Cape Ocean Adventures <no-reply@localhost>"),
    SHOP_EMAIL: z.string().default("info@localhost"),
    BANK_ACCOUNT_NAME: z
      .string()
      .default("Cape Ocean Adventures (placeholder – set BANK_ACCOUNT_NAME)"),
    BANK_NAME: z.string().default("Example Bank (placeholder – set BANK_NAME)"),
    BANK_ACCOUNT_NUMBER: z.string().default("0000000000 (placeholder – set BANK_ACCOUNT_NUMBER)"),
    BANK_BRANCH_CODE: z.string().default("000000 (placeholder – set BANK_BRANCH_CODE)"),
    // Who sells: the legal pages show these (the law asks a web shop to name them);
    // placeholders say so until the business sets its own.
    BUSINESS_LEGAL_NAME: z
      .string()
      .default("Cape Ocean Adventures (Pty) Ltd (placeholder – set BUSINESS_LEGAL_NAME)"),
    BUSINESS_LEGAL_STATUS: z
      .string()
      .default(
        "private company registered in South Africa (placeholder – set BUSINESS_LEGAL_STATUS)",
      ),
    BUSINESS_REGISTRATION_NUMBER: z
      .string()
      .default("0000/000000/07 (placeholder – set BUSINESS_REGISTRATION_NUMBER)"),
    BUSINESS_DIRECTORS: z
      .string()
      .default("Director's name (placeholder – set BUSINESS_DIRECTORS)"),
    BUSINESS_PHYSICAL_ADDRESS: z
      .string()
      .default(
        "1 Example Road, Sea Point, Cape Town, 8005, South Africa (placeholder – set BUSINESS_PHYSICAL_ADDRESS)",
      ),
    BUSINESS_POSTAL_ADDRESS: z
      .string()
      .default("PO Box 0000, Cape Town, 8000 (placeholder – set BUSINESS_POSTAL_ADDRESS)"),
    BUSINESS_PHONE: z.string().default("+27 21 000 0000 (placeholder – set BUSINESS_PHONE)"),
    BUSINESS_INFORMATION_OFFICER: z
      .string()
      .default("Information officer's name (placeholder – set BUSINESS_INFORMATION_OFFICER)"),
    MAIL_RETRY_BASE_MS: z.coerce.number().int().positive().default(30_000),
    MAIL_POLL_MS: z.coerce.number().int().positive().default(1_500),
    MAIL_LEASE_MS: z.coerce.number().int().positive().default(30_000),
    PUBLIC_ORIGIN: optionalText.pipe(z.url().optional()),
    // The Express server around the app (server/app.js, server/start.js).
    FORCE_HTTPS: optionalText.pipe(z.enum(["0", "1"]).optional()),
    TRUST_PROXY: optionalText.transform((value, context) => {
      try {
        return trustProxySetting(value)
      } catch (error) {
        context.addIssue({ code: "custom", message: (error as Error).message })
        return z.NEVER
      }
    }),
    PAGE_CACHE_MS: z.preprocess(
      (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
      z.coerce.number().int().min(0).max(60_000).default(1_000),
    ),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
    // How long personal data is kept (README "Privacy").
    NEWSLETTER_PENDING_DAYS: z.coerce.number().positive().default(7),
    MAIL_RETENTION_DAYS: z.coerce.number().positive().default(90),
    PURGE_INTERVAL_MINUTES: z.coerce.number().positive().default(60),
    // Unset: the limits in app/abuse/limits.ts. Raised for load tests (npm run bench:load).
    RATE_LIMIT_CHECKOUT_PER_CLIENT: limitSetting,
    RATE_LIMIT_CHECKOUT_GLOBAL: limitSetting,
    RATE_LIMIT_NEWSLETTER_PER_CLIENT: limitSetting,
    RATE_LIMIT_NEWSLETTER_GLOBAL: limitSetting,
    RATE_LIMIT_ENQUIRY_PER_CLIENT: limitSetting,
    RATE_LIMIT_ENQUIRY_GLOBAL: limitSetting,
    RATE_LIMIT_CHECKOUT_REPLAYS: limitSetting,
    RATE_LIMIT_ENQUIRY_REPLAYS: limitSetting,
    // Visitor accounts (app/accounts/): unused ones go after this many days without a visit;
    // sign-in codes (spent or not) after this many hours.
    ACCOUNT_INACTIVE_DAYS: z.coerce.number().positive().default(730),
    SIGN_IN_CODE_RETENTION_HOURS: z.coerce.number().positive().default(24),
    RATE_LIMIT_SIGN_IN_PER_CLIENT: limitSetting,
    RATE_LIMIT_SIGN_IN_GLOBAL: limitSetting,
    // Unpaid orders (docs/runtime.md "Unpaid orders"): a reminder, then cancelling.
    ORDER_REMINDER_HOURS: hoursOrOff(72),
    ORDER_CANCEL_HOURS: hoursOrOff(168),
  })
  .superRefine((e, ctx) => {
    if (
      e.ORDER_REMINDER_HOURS &&
      e.ORDER_CANCEL_HOURS &&
      e.ORDER_REMINDER_HOURS >= e.ORDER_CANCEL_HOURS
    )
      ctx.addIssue({
        code: "custom",
        path: ["ORDER_REMINDER_HOURS"],
        message: `must be less than ORDER_CANCEL_HOURS (${e.ORDER_CANCEL_HOURS}): a reminder after the order is cancelled comes too late`,
      })
  })

type Env = z.infer<typeof EnvSchema>

/** An address at this machine, as the defaults of MAIL_FROM and SHOP_EMAIL are. */
function isLocalAddress(address: string): boolean {
  const domain = (address.split("@").pop() ?? "").replace(/>.*$/, "").trim().toLowerCase()
  return domain === "localhost" || domain.endsWith(".localhost") || domain === "127.0.0.1"
}

/**
 * The settings a public shop (an https PUBLIC_ORIGIN) still has to set: a bank or business
 * detail left at its placeholder, a mail address at localhost, no SMTP server.
 */
export function missingPublicSettings(e: Env): string[] {
  if (!e.PUBLIC_ORIGIN?.startsWith("https:")) return []
  const placeholders = Object.entries(e)
    .filter(([name]) => name.startsWith("BANK_") || name.startsWith("BUSINESS_"))
    .filter(([, value]) => typeof value === "string" && value.includes("(placeholder"))
    .map(([name]) => name)
  return [
    ...placeholders,
    ...(isLocalAddress(e.MAIL_FROM) ? ["MAIL_FROM"] : []),
    ...(isLocalAddress(e.SHOP_EMAIL) ? ["SHOP_EMAIL"] : []),
    ...(e.SMTP_URL ? [] : ["SMTP_URL"]),
  ]
}

/** The settings from `env`; throws with every problem when a value is invalid. */
export function readConfig(env: NodeJS.ProcessEnv) {
  const parsed = EnvSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)
    throw new Error(`Invalid environment: ${problems.join("; ")}`)
  }
  const e = parsed.data
  const missing = missingPublicSettings(e)
  if (missing.length > 0) {
    throw new Error(
      `PUBLIC_ORIGIN is ${e.PUBLIC_ORIGIN}, a public shop, but these settings are placeholders ` +
        `or local: set ${missing.join(", ")} (docs/runtime.md lists them).`,
    )
  }
  return {
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    youtube: {
      apiKey: e.YOUTUBE_API_KEY,
      channelId: e.YOUTUBE_CHANNEL_ID ?? DEFAULT_CHANNEL_ID,
      baseUrl: e.YOUTUBE_API_BASE_URL.replace(/\/+$/, ""),
      cacheTtlSeconds: e.YOUTUBE_CACHE_TTL_SECONDS,
      liveRefreshSeconds: e.YOUTUBE_LIVE_REFRESH_SECONDS,
      dailyUnitBudget: e.YOUTUBE_DAILY_UNIT_BUDGET,
      failureBackoffSeconds: e.YOUTUBE_FAILURE_BACKOFF_SECONDS,
      requestTimeoutMs: e.YOUTUBE_REQUEST_TIMEOUT_SECONDS * 1000,
      shortsMaxSeconds: e.SHORTS_MAX_SECONDS,
    },
    admin: {
      password: e.ADMIN_PASSWORD,
      sessionSecret: e.SESSION_SECRET,
      idleMinutes: e.ADMIN_IDLE_MINUTES,
      maxSessionHours: e.ADMIN_SESSION_MAX_HOURS,
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      shopEmail: e.SHOP_EMAIL,
      retryBaseMs: e.MAIL_RETRY_BASE_MS,
      pollMs: e.MAIL_POLL_MS,
      leaseMs: e.MAIL_LEASE_MS,
    },
    publicOrigin: new URL(e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`).origin,
    server: {
      port: e.PORT,
      /** Plain http is redirected to PUBLIC_ORIGIN (which must then be set). */
      forceHttps: e.FORCE_HTTPS === "1",
      /** PUBLIC_ORIGIN as set (none: no redirect target). */
      httpsOrigin: e.PUBLIC_ORIGIN,
      /** Express's `trust proxy` value. */
      trustProxy: e.TRUST_PROXY,
      pageCacheMs: e.PAGE_CACHE_MS,
      shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    },
    retention: {
      newsletterPendingDays: e.NEWSLETTER_PENDING_DAYS,
      mailDays: e.MAIL_RETENTION_DAYS,
      purgeIntervalMinutes: e.PURGE_INTERVAL_MINUTES,
      accountInactiveDays: e.ACCOUNT_INACTIVE_DAYS,
      signInCodeHours: e.SIGN_IN_CODE_RETENTION_HOURS,
    },
    // Maxima by rate-limit bucket; each replaces the default max of its rule, the window stays.
    rateLimits: {
      checkout: {
        perClient: e.RATE_LIMIT_CHECKOUT_PER_CLIENT,
        global: e.RATE_LIMIT_CHECKOUT_GLOBAL,
        replays: e.RATE_LIMIT_CHECKOUT_REPLAYS,
      },
      newsletter: {
        perClient: e.RATE_LIMIT_NEWSLETTER_PER_CLIENT,
        global: e.RATE_LIMIT_NEWSLETTER_GLOBAL,
      },
      "business-enquiry": {
        perClient: e.RATE_LIMIT_ENQUIRY_PER_CLIENT,
        global: e.RATE_LIMIT_ENQUIRY_GLOBAL,
        replays: e.RATE_LIMIT_ENQUIRY_REPLAYS,
      },
      "sign-in": {
        perClient: e.RATE_LIMIT_SIGN_IN_PER_CLIENT,
        global: e.RATE_LIMIT_SIGN_IN_GLOBAL,
      },
      // The code checks follow the same settings (a load test raises both).
      "sign-in-code": {
        perClient: e.RATE_LIMIT_SIGN_IN_PER_CLIENT,
        global: e.RATE_LIMIT_SIGN_IN_GLOBAL,
      },
    } as Record<string, { perClient?: number; global?: number; replays?: number }>,
    business: {
      legalName: e.BUSINESS_LEGAL_NAME,
      legalStatus: e.BUSINESS_LEGAL_STATUS,
      registrationNumber: e.BUSINESS_REGISTRATION_NUMBER,
      directors: e.BUSINESS_DIRECTORS,
      physicalAddress: e.BUSINESS_PHYSICAL_ADDRESS,
      postalAddress: e.BUSINESS_POSTAL_ADDRESS,
      phone: e.BUSINESS_PHONE,
      email: e.SHOP_EMAIL,
      informationOfficer: e.BUSINESS_INFORMATION_OFFICER,
    },
    unpaidOrders: {
      reminderHours: e.ORDER_REMINDER_HOURS,
      cancelHours: e.ORDER_CANCEL_HOURS,
    },
    bank: {
      accountName: e.BANK_ACCOUNT_NAME,
      bankName: e.BANK_NAME,
      accountNumber: e.BANK_ACCOUNT_NUMBER,
      branchCode: e.BANK_BRANCH_CODE,
    },
  }
}

type DeepReadonly<T> = { readonly [K in keyof T]: DeepReadonly<T[K]> }

export type Config = DeepReadonly<ReturnType<typeof readConfig>>

/** Frozen all the way down: code that needs other values takes them as a parameter. */
function deepFreeze<T>(value: T): DeepReadonly<T> {
  for (const child of Object.values(value as object))
    if (child && typeof child === "object") deepFreeze(child)
  return Object.freeze(value) as DeepReadonly<T>
}

export const config: Config = deepFreeze(readConfig(process.env))
