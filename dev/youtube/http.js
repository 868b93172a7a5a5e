// @ts-check
/**
 * @param {import("node:http").ServerResponse} res
 * @param {number} status
 * @param {unknown} body
 */
export function sendJson(res, status, body) {
  res.writeHead(status, {
    "content-type": "application/json; charset=UTF-8",
    "cache-control": "no-store",
  })
  res.end(JSON.stringify(body))
}
