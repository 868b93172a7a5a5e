// ESLint checks what Prettier does not: correctness, hooks rules and accessibility.
// Layout belongs to Prettier (eslint-config-prettier turns the layout rules off).
import js from "@eslint/js"
import prettier from "eslint-config-prettier"
import jsxA11y from "eslint-plugin-jsx-a11y"
import reactHooks from "eslint-plugin-react-hooks"
import globals from "globals"
import tseslint from "typescript-eslint"
import { OWN_MODULES, UNIT_TEST_FILES } from "./tests/setup/own-modules.js"

// The layers of app/ (docs/architecture.md), lowest first: a folder may import from its own
// layer and those below, never from one above. Root and entry sit above routes.
const LAYERS = [
  ["lib", "components/ui", "assets"],
  ["db"],
  ["mail", "abuse", "auth"],
  ["shop", "business", "newsletter", "video", "legal", "privacy", "admin", "accounts"],
  ["components/layout", "components/admin"],
  ["scope"],
  ["routes"],
]

// In the browser zod must be configured first (app/lib/zod.ts), or its eval probe
// breaks the CSP; modules that reach the browser import it from there.
const ZOD = { name: "zod", message: 'Import { z } from "~/lib/zod" instead.' }

/** no-restricted-imports per layer (one rule per file: a later block would replace it). */
function importRules() {
  const browserOnly = ["app/**/*.server.ts", "app/**/*.test.{ts,tsx}", "app/lib/zod.ts"]
  const all = [{ files: ["app/**/*.{ts,tsx}"], ignores: browserOnly, paths: [ZOD], patterns: [] }]
  LAYERS.forEach((folders, index) => {
    const above = LAYERS.slice(index + 1).flat()
    if (above.length === 0) return
    const patterns = [
      {
        group: above.map((folder) => `~/${folder}/*`),
        message: `A lower layer (${folders.join(", ")}) may not import from a higher one.`,
      },
    ]
    const files = folders.map((folder) => `app/${folder}/**/*.{ts,tsx}`)
    all.push({ files, ignores: ["app/**/*.test.{ts,tsx}"], patterns, paths: [] })
    all.push({ files, ignores: browserOnly, patterns, paths: [ZOD] })
  })
  return all.map(({ files, ignores, paths, patterns }) => ({
    files,
    ...(ignores ? { ignores } : {}),
    rules: {
      "no-restricted-imports": [
        "error",
        { ...(paths.length ? { paths } : {}), ...(patterns.length ? { patterns } : {}) },
      ],
    },
  }))
}

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "build-*/**",
      ".react-router/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      ".tmp/**",
      "data/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  ...importRules(),
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { disallowTypeAnnotations: false }],
      // A scrollable region must be focusable so keyboard users can scroll it.
      "jsx-a11y/no-noninteractive-tabindex": ["error", { roles: ["tabpanel", "region"] }],
    },
  },
  {
    // These files share their worker's modules: a replaced module would leak into the next file.
    files: UNIT_TEST_FILES,
    ignores: OWN_MODULES,
    rules: {
      "no-restricted-properties": [
        "error",
        ...["mock", "doMock", "stubGlobal", "stubEnv"].map((property) => ({
          object: "vi",
          property,
          message: "Add this file to tests/setup/own-modules.js, or pass the seam in instead.",
        })),
      ],
    },
  },
  {
    // Playwright fixtures take an empty destructuring pattern by convention.
    files: ["tests/**/*.ts"],
    rules: { "no-empty-pattern": "off", "@typescript-eslint/no-empty-object-type": "off" },
  },
  prettier,
)
