// The business enquiry form as a browser without JavaScript sends it.
import type { APIRequestContext } from "@playwright/test"

/**
 * The form's fields for `service`, filled with `values`, with the idempotency key of a
 * freshly rendered form (a new one for every call).
 */
export async function enquiryForm(
  request: APIRequestContext,
  service: string,
  values: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Record<string, string>> {
  const page = await request.get(`/business/enquiry?service=${service}`, { headers })
  const idempotencyKey = /name="idempotencyKey" value="([^"]+)"/.exec(await page.text())![1]!
  return { idempotencyKey, service, ...values }
}
