// The one way an api read's address is written: the path and its query string, as the shell's http
// client sends it (shared-auth http.ts) and as the api names a page's first reads in the page it
// serves (api/src/web/first-reads.ts). The two must be the same text: the page's early
// read is taken by the client only for the very address it would have asked for.

/** axios' encoding of a query value, so the api sees the text it always saw (':' ',' '[' ']' kept, '+' for space) */
function encode(text: string): string {
  return encodeURIComponent(text)
    .replace(/%3A/gi, ':').replace(/%24/g, '$').replace(/%2C/gi, ',').replace(/%20/g, '+').replace(/%5B/gi, '[').replace(/%5D/gi, ']');
}

/** `url` with `params` in its query string (an array as `key[]=`, as axios sent it; null and undefined left out) */
export function withQuery(url: string, params: Record<string, unknown> | undefined): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    const name = Array.isArray(value) ? `${key}[]` : key;
    for (const item of Array.isArray(value) ? (value as unknown[]) : [value]) {
      if (item !== undefined && item !== null) pairs.push(`${encode(name)}=${encode(String(item))}`);
    }
  }
  return pairs.length ? url + (url.includes('?') ? '&' : '?') + pairs.join('&') : url;
}
