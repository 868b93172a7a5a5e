import { describe, expect, it } from "vitest"
import { readConfig } from "~/lib/config.server"

const unpaid = (env: Record<string, string>) => readConfig(env).unpaidOrders

describe("ORDER_REMINDER_HOURS and ORDER_CANCEL_HOURS", () => {
  it("default to 72 and 168 hours, take decimals, and 'off' or 0 switch each off", () => {
    expect(unpaid({})).toEqual({ reminderHours: 72, cancelHours: 168 })
    expect(unpaid({ ORDER_REMINDER_HOURS: "0.002", ORDER_CANCEL_HOURS: "0.004" })).toEqual({
      reminderHours: 0.002,
      cancelHours: 0.004,
    })
    expect(unpaid({ ORDER_REMINDER_HOURS: "off", ORDER_CANCEL_HOURS: " 0 " })).toEqual({
      reminderHours: null,
      cancelHours: null,
    })
    expect(unpaid({ ORDER_REMINDER_HOURS: "OFF", ORDER_CANCEL_HOURS: "" })).toEqual({
      reminderHours: null,
      cancelHours: 168,
    })
  })

  it.each([["-1"], ["abc"], ["1e3"], ["Infinity"], ["99999"], ["3 days"]])(
    "refuses %j with a message naming the setting",
    (value) => {
      expect(() => unpaid({ ORDER_CANCEL_HOURS: value })).toThrow(
        /ORDER_CANCEL_HOURS: expected hours .*"off"/,
      )
    },
  )

  it("refuses a reminder that would come after the cancel", () => {
    expect(() => unpaid({ ORDER_REMINDER_HOURS: "200", ORDER_CANCEL_HOURS: "168" })).toThrow(
      /ORDER_REMINDER_HOURS: must be less than ORDER_CANCEL_HOURS/,
    )
    expect(unpaid({ ORDER_REMINDER_HOURS: "200", ORDER_CANCEL_HOURS: "off" })).toEqual({
      reminderHours: 200,
      cancelHours: null,
    })
  })
})
