// Reads a PDF the way a viewer does (pdf.js) and returns each page's text.
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs"

export async function pdfPageTexts(data: Uint8Array): Promise<string[]> {
  const doc = await getDocument({ data, verbosity: 0 }).promise
  try {
    const pages: string[] = []
    for (let number = 1; number <= doc.numPages; number++) {
      const content = await (await doc.getPage(number)).getTextContent()
      pages.push(
        content.items
          .map((item) => ("str" in item ? item.str : ""))
          .join(" ")
          .replace(/\s+/g, " "),
      )
    }
    return pages
  } finally {
    await doc.destroy()
  }
}
