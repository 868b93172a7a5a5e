// The time at the camera (Cape Town) from the page's render time, and, once the page
// runs in the browser, the visitor's own time beside it when their zone differs.
import { useEffect, useState } from "react"
import { CAPE_TOWN_TIME_ZONE } from "~/lib/date-format"

const MINUTE_MS = 60_000

function clockIn(date: Date, timeZone?: string) {
  return new Intl.DateTimeFormat("en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    ...(timeZone ? { timeZone } : {}),
  }).format(date)
}

export function CameraClock({ nowIso }: { nowIso: string }) {
  const [now, setNow] = useState(() => new Date(nowIso))
  const [visitorZone, setVisitorZone] = useState<string | null>(null)
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
    setVisitorZone(zone)
    setNow(new Date())
    const timer = setInterval(() => setNow(new Date()), MINUTE_MS / 4)
    return () => clearInterval(timer)
  }, [])
  const differs =
    visitorZone !== null && clockIn(now, visitorZone) !== clockIn(now, CAPE_TOWN_TIME_ZONE)
  return (
    <p>
      <span className="font-semibold">{clockIn(now, CAPE_TOWN_TIME_ZONE)}</span> at the camera
      (South Africa)
      {differs ? (
        <span>
          {" · "}
          <span className="font-semibold">{clockIn(now)}</span> your time
        </span>
      ) : null}
    </p>
  )
}
