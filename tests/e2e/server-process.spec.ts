// The server as a process: two processes on one embedded database
// (docs/decisions/pglite-default-database.md) would corrupt it, so the second refuses to
// start and says why; and `npm start` under a process manager ends with the server.
import { spawn } from "node:child_process"
import fs from "node:fs"
import http from "node:http"
import os from "node:os"
import path from "node:path"
import { gunzipSync } from "node:zlib"
import { expect, test } from "@playwright/test"
import { freePort, newDataDir, startAppServer } from "./support/app-server"

const ROOT = path.resolve(import.meta.dirname, "../..")

test("a second server on the same DATA_DIR refuses to start with a clear message", async () => {
  // Two starts: a while on a busy machine.
  test.setTimeout(180_000)
  const first = await startAppServer()
  try {
    const second = startAppServer({ DATA_DIR: first.dataDir })
    await expect(second).rejects.toThrow(/in use by process \d+.*set DATABASE_URL/s)
    const health = await fetch(`${first.url}/healthz`)
    expect(await health.json()).toEqual({ ok: true })
  } finally {
    await first.stop()
  }
})

/** Whether the server's log says it made its new database from the build's image. */
function openedFromImage(output: string) {
  const line = output.split("\n").find((entry) => entry.includes('"event":"db.opened"'))
  return line ? (JSON.parse(line) as { fromImage: boolean }).fromImage : undefined
}

test("the lock is released on shutdown, so the next start works", async () => {
  test.setTimeout(180_000)
  // An empty DATA_DIR of its own: a real first start (other tests' servers get a copy
  // of the build's database image, see support/app-server.ts).
  const first = await startAppServer({
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "coa-e2e-first-")),
  })
  // A new DATA_DIR starts from the migrated database the build wrote, not from initdb
  // (seconds slower and hundreds of MB more memory on a first start).
  expect(openedFromImage(first.output())).toBe(true)
  await first.stop()
  const again = await startAppServer({ DATA_DIR: first.dataDir })
  try {
    expect(openedFromImage(again.output())).toBe(false)
    expect((await fetch(`${again.url}/healthz`)).status).toBe(200)
  } finally {
    await again.stop()
    fs.rmSync(first.dataDir, { recursive: true, force: true })
  }
})

test("`npm start` stops when the server has drained, with the server's exit code", async () => {
  // A start through npm: a while on a busy machine.
  test.setTimeout(180_000)
  const dataDir = await newDataDir()
  const port = await freePort()
  // A group of its own, as a process manager (systemd) runs it and signals it.
  const npm = spawn("npm", ["start"], {
    cwd: ROOT,
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      // Empty is unset: demo mode and the embedded database, as every other server here.
      DATABASE_URL: "",
      SMTP_URL: "",
      YOUTUBE_API_KEY: "",
      ADMIN_PASSWORD: "long-enough-pass",
    },
    stdio: ["ignore", "pipe", "pipe"],
  })
  let output = ""
  npm.stdout.on("data", (chunk) => (output += chunk))
  npm.stderr.on("data", (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => npm.once("exit", (code) => resolve(code)))
  try {
    await expect.poll(() => output, { timeout: 120_000 }).toContain('"event":"server.listening"')
    // A request in flight: its headers are in (the server said "100 Continue"), its body is not.
    const body = "email=reader%40example.com"
    const request = http.request({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: "/newsletter",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "Content-Length": String(body.length),
        Expect: "100-continue",
      },
    })
    const answered = new Promise<number>((resolve, reject) => {
      request.on("response", (response) => {
        response.resume()
        response.on("end", () => resolve(response.statusCode ?? 0))
      })
      request.on("error", reject)
    })
    await new Promise((resolve) => request.once("continue", resolve))

    process.kill(-npm.pid!, "SIGTERM")
    await expect.poll(() => output).toContain('"event":"server.stopping"')
    request.end(body)
    expect(await answered).toBeLessThan(500)
    expect(await exited).toBe(0)
    expect(output).toContain('"event":"server.stopped"')
  } finally {
    // Whatever is left of the group (a server that outlived npm) ends with the test.
    try {
      process.kill(-npm.pid!, "SIGKILL")
    } catch {
      // the group has ended
    }
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
})

test("a stop during an answer whose headers have left ends when that answer ends, not at the grace period", async () => {
  test.setTimeout(180_000)
  // A grace period far longer than the test waits: only a stop that closes the answer's
  // keep-alive connection once it is idle ends in time.
  const server = await startAppServer({ SHUTDOWN_GRACE_MS: "120000" })
  const agent = new http.Agent({ keepAlive: true })
  try {
    const url = new URL(server.url)
    // A compressed page's headers leave before its body: the stop begins in between.
    const body = await new Promise<string>((resolve, reject) => {
      http
        .get(
          {
            host: url.hostname,
            port: url.port,
            path: "/",
            agent,
            headers: { "accept-encoding": "gzip" },
          },
          (res) => {
            server.kill("SIGTERM")
            const chunks: Buffer[] = []
            res.on("data", (chunk: Buffer) => chunks.push(chunk))
            res.on("end", () => resolve(gunzipSync(Buffer.concat(chunks)).toString("utf8")))
          },
        )
        .on("error", reject)
    })
    expect(body).toContain("</html>")
    let code: number | null | undefined
    void server.exited.then((exit) => (code = exit))
    await expect.poll(() => code, { timeout: 20_000 }).toBe(0)
    expect(server.output()).toContain('"event":"server.stopped"')
  } finally {
    agent.destroy()
    await server.stop()
  }
})
