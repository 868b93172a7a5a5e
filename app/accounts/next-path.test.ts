import { describe, expect, it } from "vitest"
import { DEFAULT_NEXT, safeNextPath, signInPath } from "~/accounts/next-path"

describe("where sign-in returns to", () => {
  it.each(["/cameras/whale-cam", "/account", "/cameras?filter=live#top", "/premium"])(
    "keeps the same-site path %s",
    (path) => expect(safeNextPath(path)).toBe(path),
  )

  it.each([
    null,
    "",
    "cameras",
    "//evil.example/",
    "/\\evil.example",
    "/\\/evil.example",
    "https://evil.example/",
    "/ok\nSet-Cookie: x",
    "/tab\there",
    `/${"a".repeat(600)}`,
  ])("refuses %j and falls back to the account page", (value) => {
    expect(safeNextPath(value)).toBe(DEFAULT_NEXT)
  })

  it("names the sign-in page with ?next= only when it is not the default", () => {
    expect(signInPath("/account")).toBe("/sign-in")
    expect(signInPath("/cameras/x?y=1")).toBe("/sign-in?next=%2Fcameras%2Fx%3Fy%3D1")
  })
})
