import { describe, expect, it } from "vitest"
import { queryParameter, readFormFields } from "~/lib/form-request.server"

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

  it("decodes url-encoded text as browsers send it (+ is a space, UTF-8 percent-escapes)", async () => {
    const body = "a=Thandi+Nkosi&b=Caf%C3%A9+%F0%9F%90%8B&c"
    expect(
      await readFormFields(post(body, "application/x-www-form-urlencoded"), ["a", "b", "c"]),
    ).toEqual({ ok: true, values: { a: "Thandi Nkosi", b: "Café 🐋", c: "" } })
  })

  it("refuses bytes that are not UTF-8, raw or percent-encoded, with 400", async () => {
    const urlencoded = "application/x-www-form-urlencoded"
    for (const body of ["a=%FF%FE", "a=%C3%28", "a=%ED%A0%80", "a=%E0%A4", "a=%zz"]) {
      expect(await readFormFields(post(body, urlencoded), ["a"]), body).toMatchObject({
        ok: false,
        status: 400,
      })
    }
    const raw = new Uint8Array([0x61, 0x3d, 0xff, 0xfe])
    expect(await readFormFields(post(raw, urlencoded), ["a"])).toEqual({
      ok: false,
      status: 400,
      error: "The form is not valid UTF-8 text. Please send it again from the page.",
    })
    const multipart = new Uint8Array([
      ...new TextEncoder().encode('--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n'),
      0xc3,
      0x28,
      ...new TextEncoder().encode("\r\n--b--\r\n"),
    ])
    expect(
      await readFormFields(post(multipart, "multipart/form-data; boundary=b"), ["a"]),
    ).toMatchObject({ ok: false, status: 400 })
  })

  it("refuses a form in another character set with 415", async () => {
    for (const type of [
      "application/x-www-form-urlencoded; charset=utf-16",
      "application/x-www-form-urlencoded; charset=iso-8859-1",
    ]) {
      expect(await readFormFields(post("a=1", type), ["a"]), type).toMatchObject({ status: 415 })
    }
    expect(
      await readFormFields(post("a=1", "application/x-www-form-urlencoded; charset=UTF-8"), ["a"]),
    ).toEqual({ ok: true, values: { a: "1" } })
  })
})

describe("queryParameter", () => {
  const get = (query: string) => new Request(`http://localhost/x${query}`)

  it("reads one parameter, empty when it is missing", () => {
    expect(queryParameter(get("?token=abc"), "token", 10)).toEqual({ ok: true, value: "abc" })
    expect(queryParameter(get(""), "token", 10)).toEqual({ ok: true, value: "" })
  })

  it("refuses a parameter sent twice or longer than the limit", () => {
    expect(queryParameter(get("?token=a&token=b"), "token", 10)).toMatchObject({ status: 400 })
    expect(queryParameter(get(`?token=${"a".repeat(11)}`), "token", 10)).toMatchObject({
      status: 400,
    })
  })
})
