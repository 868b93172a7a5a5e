import { describe, expect, it } from "vitest"
import { BatchByTick } from "~/lib/batch-by-tick.server"

/** The chunks that leave the stream, as strings, until it ends. */
function collect(stream: BatchByTick) {
  const chunks: string[] = []
  stream.on("data", (chunk: Buffer) => chunks.push(chunk.toString()))
  return new Promise<string[]>((resolve) => stream.on("end", () => resolve(chunks)))
}

describe("BatchByTick", () => {
  it("sends what is written in one go as one chunk", async () => {
    const stream = new BatchByTick()
    const out = collect(stream)
    for (const piece of ["<html><body>", "<main>…</main>", "<footer>…</footer>"])
      stream.write(piece)
    await new Promise((resolve) => setImmediate(resolve))
    stream.write("<script>late</script>")
    stream.end("</body></html>")
    expect(await out).toEqual([
      "<html><body><main>…</main><footer>…</footer>",
      "<script>late</script></body></html>",
    ])
  })

  it("keeps bytes and order across multi-byte characters split between writes", async () => {
    const stream = new BatchByTick()
    const out = collect(stream)
    const bytes = Buffer.from("Zoë — R 350,00")
    stream.write(bytes.subarray(0, 3))
    stream.write(bytes.subarray(3))
    stream.end()
    expect((await out).join("")).toBe("Zoë — R 350,00")
  })
})
