// @ts-check
// One JSON line per event (docs/runtime.md#observable-behaviour), so logs can be
// searched and shipped without parsing free text. Plain JavaScript: the server entry
// (server/), which plain `node` runs, logs through it too.

/** @typedef {Record<string, unknown>} Fields */

/**
 * @param {"info" | "warn" | "error"} level
 * @param {string} event
 * @param {Fields} [fields]
 */
function write(level, event, fields = {}) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields })
  if (level === "error") process.stderr.write(line + "\n")
  else process.stdout.write(line + "\n")
}

export const log = {
  /** @type {(event: string, fields?: Fields) => void} */
  info: (event, fields) => write("info", event, fields),
  /** @type {(event: string, fields?: Fields) => void} */
  warn: (event, fields) => write("warn", event, fields),
  /** @type {(event: string, fields?: Fields) => void} */
  error: (event, fields) => write("error", event, fields),
}

/** @param {unknown} error */
export function errorMessage(error) {
  return error instanceof Error ? error.message : String(error)
}
