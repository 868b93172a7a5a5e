import { describe, expect, it } from "vitest"
import { readFormFields } from "~/lib/form-request.server"

const post = (body: BodyInit, type?: string) =>
  new Request("http://localhost/x", {
    method: "POST",
    body,
    headers: type ? { "Content-Type": type } : {},
  })

describe("readFormFields", () => {
  it("reads url-encoded and multipart forms, ignoring unknown fields", async () => {
    expect(await readFormFields(post(new URLSearchParams({ a: "1", z: "9" })), ["a", "b"])).toEqual(
      { ok: true, values: { a: "1" } },
    )
    const multipart = new FormData()
    multipart.set("b", "2")
    expect(await readFormFields(post(multipart), ["a", "b"])).toEqual({
      ok: true,
      values: { b: "2" },
    })
  })

  it("refuses other content types with 415", async () => {
    const result = await readFormFields(post('{"a":"1"}', "application/json"), ["a"])
    expect(result).toMatchObject({ ok: false, status: 415 })
    expect(await readFormFields(post("a=1", "text/plain"), ["a"])).toMatchObject({ status: 415 })
  })

  it("refuses a broken multipart body, a repeated field and a file with 400", async () => {
    expect(
      await readFormFields(post("--x\r\ngarbage", "multipart/form-data; boundary=y"), ["a"]),
    ).toMatchObject({ ok: false, status: 400 })
    expect(
      await readFormFields(post("a=1&a=2", "application/x-www-form-urlencoded"), ["a"]),
    ).toEqual({ ok: false, status: 400, error: 'The field "a" was sent more than once.' })
    const withFile = new FormData()
    withFile.set("a", new Blob(["x"]), "x.txt")
    expect(await readFormFields(post(withFile), ["a"])).toMatchObject({ ok: false, status: 400 })
  })
})
