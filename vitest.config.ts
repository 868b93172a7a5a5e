import { configDefaults, defineConfig } from "vitest/config"
import tsconfigPaths from "vite-tsconfig-paths"
import { OWN_MODULES, UNIT_TEST_FILES } from "./tests/setup/own-modules.js"

// Unit, component and server-module tests. The React Router vite plugin is
// left out on purpose: it only matters for the app build.
export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    environment: "node",
    // A throwaway PostgreSQL server when the test command has not started one, and
    // migrated starting points for the tests' databases (tests/support/databases.ts).
    globalSetup: ["./tests/setup/vitest-global-setup.ts"],
    setupFiles: ["./tests/setup/vitest-setup.ts", "./tests/setup/dom-setup.ts"],
    // Vitest's default is one worker fewer than the cores, a single worker on two cores;
    // the database-heavy files wait on PostgreSQL or the SMTP fake much of the time, so
    // two workers overlap them.
    maxWorkers: 2,
    testTimeout: 20_000,
    // Opening a database (PGlite compiles WebAssembly on its first start) is slow on a busy machine.
    hookTimeout: 90_000,
    projects: [
      {
        extends: true,
        // Modules are evaluated once per worker, not per file (docs/decisions/unit-test-speed.md).
        test: {
          name: "shared modules",
          isolate: false,
          include: UNIT_TEST_FILES,
          exclude: [...configDefaults.exclude, ...OWN_MODULES],
        },
      },
      { extends: true, test: { name: "own modules", include: OWN_MODULES } },
    ],
  },
})
