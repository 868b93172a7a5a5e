// The server's own log lines, in the format of app/lib/log.server.ts: one JSON object
// per line, errors on stderr.
export function logEvent(level, event, fields = {}) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields })
  if (level === "error") process.stderr.write(line + "\n")
  else process.stdout.write(line + "\n")
}
