// @ts-check
// Chrome compiles a script's functions lazily: each one on the main thread, the first time
// it is called. Hydration calls nearly every function of React, React Router and a page's
// own code, so on a first load those compiles run in the middle of it, in the tasks that
// keep the page from answering a tap. A file that starts with the comment
// `//# allFunctionsCalledOnLoad` asks Chrome (136 and later) to compile all of its
// functions at once, on a background thread while the file streams in; other browsers
// ignore the comment. It goes on the files a page's first load evaluates (the entry, the
// route modules and what they import), not on code loaded on demand, such as the
// toaster's Radix code: compiling what may never run would only cost memory.
// (docs/decisions/scripts-load-with-the-page.md has the measurements.)

/** The magic comment, on a line of its own at the very start of a file. */
export const EAGER_COMPILE_HINT = "//# allFunctionsCalledOnLoad"

/**
 * The chunks a first load evaluates: every entry (the client entry and, with React Router,
 * each route module) and every chunk they import statically, transitively.
 * @param {Record<string, { isEntry: boolean, imports: string[] }>} chunks by file name
 * @returns {Set<string>} their file names
 */
export function firstLoadChunks(chunks) {
  const found = new Set()
  const queue = Object.keys(chunks).filter((name) => chunks[name].isEntry)
  while (queue.length > 0) {
    const name = /** @type {string} */ (queue.pop())
    if (found.has(name) || !chunks[name]) continue
    found.add(name)
    queue.push(...chunks[name].imports)
  }
  return found
}

/**
 * The Vite plugin: prepends the hint to the client build's first-load chunks, after the
 * minifier (which would drop a comment) and before the file names' hashes are computed,
 * so a file's name still changes with its content.
 * @returns {import("vite").Plugin}
 */
export function compileHints() {
  // Rollup renders every chunk with the same record of all chunks: walk it once per build.
  /** @type {WeakMap<object, Set<string>>} */
  const firstLoads = new WeakMap()
  /** @type {(chunks: Parameters<typeof firstLoadChunks>[0], fileName: string) => boolean} */
  const isFirstLoad = (chunks, fileName) => {
    let found = firstLoads.get(chunks)
    if (!found) firstLoads.set(chunks, (found = firstLoadChunks(chunks)))
    return found.has(fileName)
  }
  return {
    name: "coa-compile-hints",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    renderChunk: {
      order: "post",
      handler(code, chunk, _options, { chunks }) {
        if (!isFirstLoad(chunks, chunk.fileName)) return null
        return `${EAGER_COMPILE_HINT}\n${code}`
      },
    },
  }
}
