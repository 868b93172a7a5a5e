import { reactRouter } from "@react-router/dev/vite"
import tailwindcss from "@tailwindcss/vite"
import { defineConfig } from "vite"
import tsconfigPaths from "vite-tsconfig-paths"
import { dbImage } from "./server/db-image.js"
import { precompress } from "./server/precompress.js"

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths(), precompress(), dbImage()],
  build: { assetsInlineLimit: 0 },
})
