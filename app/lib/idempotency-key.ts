// The key a form carries so that sending it twice stores one record (app/db/store-once.server.ts).
import { z } from "~/lib/zod"

const RELOAD = "Please reload the page and try again"

export const idempotencyKeyField = () =>
  z.string({ error: RELOAD }).regex(/^[A-Za-z0-9-]{16,100}$/, RELOAD)

/** 128 random bits; randomUUID exists only in secure contexts, so plain-HTTP previews get hex. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID()
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("")
}
