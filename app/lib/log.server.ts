// One JSON line per event (docs/runtime.md#observable-behaviour), so logs can be
// searched and shipped without parsing free text.
type Fields = Record<string, unknown>

function write(level: "info" | "warn" | "error", event: string, fields: Fields = {}) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields })
  if (level === "error") process.stderr.write(line + "\n")
  else process.stdout.write(line + "\n")
}

export const log = {
  info: (event: string, fields?: Fields) => write("info", event, fields),
  warn: (event: string, fields?: Fields) => write("warn", event, fields),
  error: (event: string, fields?: Fields) => write("error", event, fields),
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
