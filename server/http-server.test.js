// A client that sends its request too slowly is answered 408 and cut off.
import net from "node:net"
import { afterEach, describe, expect, it } from "vitest"
import {
  createHttpServer,
  HEADERS_TIMEOUT_MS,
  KEEP_ALIVE_TIMEOUT_MS,
  REQUEST_TIMEOUT_MS,
} from "./http-server.js"

let server

afterEach(async () => {
  server?.closeAllConnections()
  await new Promise((resolve) => server?.close(resolve) ?? resolve())
  server = undefined
})

/** A server whose handler reads the whole body before it answers, with short limits. */
async function startSlowServer() {
  server = createHttpServer(
    (req, res) => {
      req.resume()
      req.on("end", () => res.end("read"))
    },
    { requestTimeoutMs: 400, headersTimeoutMs: 200, checkIntervalMs: 50 },
  )
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve))
  return server.address().port
}

/** Writes `text` and resolves with everything the server sent once it closes the connection. */
function sendAndWaitForClose(port, text) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(text))
    let answer = ""
    socket.on("data", (chunk) => (answer += chunk))
    socket.on("close", () => resolve(answer))
    socket.on("error", reject)
  })
}

describe("server time limits", () => {
  it("uses the named limits, the headers' no longer than the request's", () => {
    server = createHttpServer(() => {})
    expect(server.requestTimeout).toBe(REQUEST_TIMEOUT_MS)
    expect(server.headersTimeout).toBe(HEADERS_TIMEOUT_MS)
    expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS)
    expect(HEADERS_TIMEOUT_MS).toBeLessThanOrEqual(REQUEST_TIMEOUT_MS)
  })

  it("cuts off a body that never finishes with 408", async () => {
    const port = await startSlowServer()
    const answer = await sendAndWaitForClose(
      port,
      "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\nname=",
    )
    expect(answer).toMatch(/^HTTP\/1\.1 408 /)
  })

  it("cuts off headers that never finish with 408", async () => {
    const port = await startSlowServer()
    const answer = await sendAndWaitForClose(port, "GET / HTTP/1.1\r\nHost: x\r\n")
    expect(answer).toMatch(/^HTTP\/1\.1 408 /)
  })
})
