// The head of an admin page: its title and description, and kept out of search engines.
import { pageMeta } from "~/lib/site"

export function adminMeta(title: string, description: string) {
  return [...pageMeta(title, description), { name: "robots", content: "noindex" }]
}
