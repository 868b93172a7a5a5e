// How a server-rendered page asks for its pictures: the image preloads React put in the
// head, and each <img> with its loading attribute, in document order.

export function imageLoading(html: string) {
  const head = html.slice(0, html.indexOf("</head>"))
  const preloads = [...head.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0])
  const pictures = [...html.matchAll(/<img src="([^"]+)"[^>]*loading="(eager|lazy)"/g)].map(
    (m) => ({ src: m[1]!, loading: m[2]! }),
  )
  return { preloads, pictures }
}
