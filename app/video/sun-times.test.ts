// suncalc's sunrise and sunset checked against NOAA's solar calculator equations
// (the spreadsheet's formulas, written out here), within 2 minutes.
import { describe, expect, it } from "vitest"
import { capeTownNoon, sunTimesAt, sunTimesText } from "./sun-times"

const rad = Math.PI / 180

/** NOAA: sunrise/sunset in UTC minutes of the day for the given UTC date at noon. */
function noaaSunriseSunset(date: Date, lat: number, lng: number) {
  const jd = date.getTime() / 86_400_000 + 2_440_587.5
  const t = (jd - 2_451_545) / 36_525
  const l0 = (280.46646 + t * (36000.76983 + t * 0.0003032)) % 360
  const m = 357.52911 + t * (35999.05029 - 0.0001537 * t)
  const e = 0.016708634 - t * (0.000042037 + 0.0000001267 * t)
  const c =
    Math.sin(m * rad) * (1.914602 - t * (0.004817 + 0.000014 * t)) +
    Math.sin(2 * m * rad) * (0.019993 - 0.000101 * t) +
    Math.sin(3 * m * rad) * 0.000289
  const trueLong = l0 + c
  const omega = 125.04 - 1934.136 * t
  const appLong = trueLong - 0.00569 - 0.00478 * Math.sin(omega * rad)
  const meanObliq = 23 + (26 + (21.448 - t * (46.815 + t * (0.00059 - t * 0.001813))) / 60) / 60
  const obliq = meanObliq + 0.00256 * Math.cos(omega * rad)
  const decl = Math.asin(Math.sin(obliq * rad) * Math.sin(appLong * rad)) / rad
  const y = Math.tan((obliq / 2) * rad) ** 2
  const eqTime =
    (4 / rad) *
    (y * Math.sin(2 * l0 * rad) -
      2 * e * Math.sin(m * rad) +
      4 * e * y * Math.sin(m * rad) * Math.cos(2 * l0 * rad) -
      0.5 * y * y * Math.sin(4 * l0 * rad) -
      1.25 * e * e * Math.sin(2 * m * rad))
  const ha =
    Math.acos(
      Math.cos(90.833 * rad) / (Math.cos(lat * rad) * Math.cos(decl * rad)) -
        Math.tan(lat * rad) * Math.tan(decl * rad),
    ) / rad
  const noon = 720 - 4 * lng - eqTime
  return { sunrise: noon - ha * 4, sunset: noon + ha * 4 }
}

function utcMinutes(date: Date) {
  return (
    (date.getTime() - Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())) /
    60_000
  )
}

describe("sun times", () => {
  it.each([
    ["Cape Town, midsummer", "2026-12-21T08:00:00Z", -33.92, 18.42],
    ["Cape Town, midwinter", "2026-06-21T20:00:00Z", -33.92, 18.42],
    ["Hermanus, equinox", "2026-03-20T05:00:00Z", -34.4187, 19.2345],
  ])("%s: sunrise and sunset within 2 minutes of NOAA's", (_, iso, lat, lng) => {
    const now = new Date(iso)
    const ours = sunTimesAt(now, lat, lng)
    const noaa = noaaSunriseSunset(capeTownNoon(now), lat, lng)
    expect(Math.abs(utcMinutes(ours.sunrise!) - noaa.sunrise)).toBeLessThan(2)
    expect(Math.abs(utcMinutes(ours.sunset!) - noaa.sunset)).toBeLessThan(2)
    // The golden hours sit inside daylight, next to sunrise and sunset.
    expect(ours.goldenHourEnd!.getTime()).toBeGreaterThan(ours.sunrise!.getTime())
    expect(ours.goldenHour!.getTime()).toBeLessThan(ours.sunset!.getTime())
  })

  it("asks about the Cape Town day, even late in the evening UTC", () => {
    // 23:30 UTC on 20 June is 01:30 on 21 June in Cape Town.
    expect(capeTownNoon(new Date("2026-06-20T23:30:00Z")).toISOString()).toBe(
      "2026-06-21T10:00:00.000Z",
    )
  })

  it("says the times as Cape Town clock times", () => {
    const text = sunTimesText(new Date("2026-12-21T08:00:00Z"), -33.92, 18.42)
    expect(text.sunrise).toMatch(/^05:3\d$/)
    expect(text.sunset).toMatch(/^19:5\d$/)
    expect(text.eveningGolden).toMatch(/^19:\d\d–19:5\d$/)
  })
})
