// Today's sunrise, sunset and golden hours at a camera, as Cape Town clock times. Runs
// on the server only (the page gets the text), so suncalc never reaches the browser.
import { getTimes } from "suncalc"
import { CAPE_TOWN_TIME_ZONE, capeTownDate } from "~/lib/date-format"

export type SunTimesText = {
  sunrise: string
  sunset: string
  /** Morning golden hour: sunrise to its end. */
  morningGolden: string
  /** Evening golden hour: its start to sunset. */
  eveningGolden: string
}

const clock = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: CAPE_TOWN_TIME_ZONE,
})

/** Noon of `now`'s Cape Town day (the zone keeps UTC+2 all year), the day suncalc is asked about. */
export function capeTownNoon(now: Date): Date {
  return new Date(`${capeTownDate(now)}T12:00:00+02:00`)
}

/** The sun's times of the Cape Town day of `now`; null where the sun does not rise or set. */
export function sunTimesAt(now: Date, latitude: number, longitude: number) {
  const times = getTimes(capeTownNoon(now), latitude, longitude)
  return {
    sunrise: times.sunrise,
    sunset: times.sunset,
    goldenHourEnd: times.goldenHourEnd,
    goldenHour: times.goldenHour,
  }
}

export function sunTimesText(now: Date, latitude: number, longitude: number): SunTimesText {
  const t = sunTimesAt(now, latitude, longitude)
  const at = (date: Date | null) => (date ? clock.format(date) : "–")
  return {
    sunrise: at(t.sunrise),
    sunset: at(t.sunset),
    morningGolden: `${at(t.sunrise)}–${at(t.goldenHourEnd)}`,
    eveningGolden: `${at(t.goldenHour)}–${at(t.sunset)}`,
  }
}

/** A clock time in Cape Town, e.g. '14:05'. */
export function capeTownClock(date: Date): string {
  return clock.format(date)
}
