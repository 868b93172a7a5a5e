// For component tests (files that start with `// @vitest-environment jsdom`): Testing
// Library's matchers and a cleanup after each test. Loaded only where there is a DOM,
// so the other files do not pay for importing React DOM and Testing Library.
import { afterEach } from "vitest"

if (typeof document !== "undefined") {
  await import("@testing-library/jest-dom/vitest")
  const { cleanup } = await import("@testing-library/react")
  afterEach(() => cleanup())
}
