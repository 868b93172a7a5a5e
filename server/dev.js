// `npm run dev`: Vite in middleware mode with hot reload behind the same Express app.

import { createServer } from "vite"
import { createApp } from "./app.js"
import { startDevVideoFake } from "./dev-video-fake.js"

process.env.NODE_ENV = "development"
// What the server writes (DATA_DIR: the database, the lock) is for its own user alone.
process.umask(0o077)
await startDevVideoFake()

const vite = await createServer({ server: { middlewareMode: true } })
const build = () => vite.ssrLoadModule("virtual:react-router/server-build")
const app = createApp({ build, isProduction: false, viteMiddleware: vite.middlewares })

const { startServices, announceGeneratedPassword } = (await build()).entry.module
await startServices()

const port = Number(process.env.PORT || 3000)
app.listen(port, () => {
  console.log(`Dev server on http://localhost:${port}`)
  announceGeneratedPassword(`http://localhost:${port}/admin/cache`)
})
