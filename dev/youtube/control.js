// @ts-check
// The control endpoints under /__fake/ that tests and `npm run dev` use to change
// the fake from outside its process: failure mode, counters, broadcasts starting,
// ending and changing viewers. Each answers with the fake's state.
import { sendJson } from "./http.js"
import { FAKE_MODES, isFakeMode } from "./state.js"

export const CONTROL_PATH = "/__fake/"

/**
 * @param {import("./state.js").FakeState} state
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {URL} url
 */
export function control(state, req, res, url) {
  /** @param {string} name */
  const param = (name) => url.searchParams.get(name) ?? undefined
  try {
    if (req.method === "POST" && url.pathname === "/__fake/mode") {
      const mode = param("mode") ?? "normal"
      if (!isFakeMode(mode))
        return sendJson(res, 400, { error: `unknown mode; one of ${FAKE_MODES.join(", ")}` })
      state.mode = mode
    } else if (req.method === "POST" && url.pathname === "/__fake/reset") {
      state.resetCounts()
    } else if (req.method === "POST" && url.pathname === "/__fake/reset-streams") {
      state.resetStreams()
    } else if (req.method === "POST" && url.pathname === "/__fake/viewers") {
      state.setViewers(String(param("id")), param("viewers"))
    } else if (req.method === "POST" && url.pathname === "/__fake/end") {
      state.endStream(String(param("id")))
    } else if (req.method === "POST" && url.pathname === "/__fake/start") {
      state.startStream({
        id: param("id") ?? `live-${state.now()}`,
        title: param("title"),
        viewers: param("viewers"),
      })
    } else if (url.pathname !== "/__fake/state") {
      return sendJson(res, 404, { error: "unknown control endpoint" })
    }
  } catch (error) {
    return sendJson(res, 400, { error: String(error instanceof Error ? error.message : error) })
  }
  return sendJson(res, 200, {
    mode: state.mode,
    counts: state.counts,
    units: state.units(),
    streams: state.streams(),
  })
}
