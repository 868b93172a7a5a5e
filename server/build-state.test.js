import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { describe, expect, it, onTestFinished } from "vitest"
import { BUILD_SOURCES, stateOfBuild } from "./build-state.js"

describe("state of the production build", () => {
  function project() {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "coa-build-state-"))
    onTestFinished(() => fs.rmSync(root, { recursive: true, force: true }))
    fs.mkdirSync(path.join(root, "app/routes"), { recursive: true })
    fs.writeFileSync(path.join(root, "app/routes/home.tsx"), "home")
    const serverBuild = path.join(root, "build/server/index.js")
    return { root, serverBuild }
  }
  const setTime = (file, seconds) => fs.utimesSync(file, seconds, seconds)

  it("is missing without a server bundle", () => {
    expect(stateOfBuild(project())).toBe("missing")
  })

  it("is current when the build is newer than every source, stale when a source is newer", () => {
    const { root, serverBuild } = project()
    fs.mkdirSync(path.dirname(serverBuild), { recursive: true })
    fs.writeFileSync(serverBuild, "built")
    setTime(path.join(root, "app/routes/home.tsx"), 1_000)
    setTime(serverBuild, 2_000)
    expect(stateOfBuild({ root, serverBuild })).toBe("current")
    setTime(path.join(root, "app/routes/home.tsx"), 3_000)
    expect(stateOfBuild({ root, serverBuild })).toBe("stale")
  })

  it("counts every local module the build configuration imports (its plugins) as a source", () => {
    const config = fs.readFileSync(path.resolve("vite.config.ts"), "utf8")
    const local = [...config.matchAll(/from "\.\/([^"]+)"/g)].map((match) => match[1])
    expect(local.length).toBeGreaterThan(0)
    expect(local.filter((file) => !BUILD_SOURCES.includes(file))).toEqual([])
  })
})
