/**
 * The request target as a stranger may write it. `new URL()` throws on targets the HTTP parser lets
 * through (`//`, `http://[`, a bare `*`), so the servers read the path and the query here instead,
 * and answer 400 where this gives `undefined`.
 */
export interface RequestTarget {
  /** The path as sent, still percent-encoded; always starts with `/`. */
  path: string;
  /** The query without its `?`, possibly empty. */
  search: string;
  params: URLSearchParams;
}

/** Origin-form (`/path?query`) or absolute-form (`http://host/path?query`); anything else is undefined. */
export function parseTarget(raw: string | undefined): RequestTarget | undefined {
  if (!raw) return undefined;
  let rest = raw;
  if (!rest.startsWith('/')) {
    const absolute = /^https?:\/\/[^/?#]*/i.exec(rest);
    if (!absolute) return undefined;
    rest = rest.slice(absolute[0].length) || '/';
    if (!rest.startsWith('/')) rest = `/${rest}`;
  }
  const hash = rest.indexOf('#');
  if (hash >= 0) rest = rest.slice(0, hash);
  const question = rest.indexOf('?');
  const path = question >= 0 ? rest.slice(0, question) : rest;
  const search = question >= 0 ? rest.slice(question + 1) : '';
  return { path, search, params: new URLSearchParams(search) };
}

/** A percent-encoded segment decoded, or undefined when its encoding is malformed. */
export function decodeSegment(encoded: string): string | undefined {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
}
