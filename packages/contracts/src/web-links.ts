/** Longest web link stored, counted on the normalised address. */
export const WEB_LINK_MAX_LENGTH = 300;

export type WebLinkProblem = 'invalid' | 'scheme' | 'credentials';
export type WebLinkResult = { ok: true; url: string } | { ok: false; problem: WebLinkProblem };

// Control characters, invisible format characters (zero-width, bidi overrides), any kind of space,
// and backslashes (browsers read `\` as `/` in http URLs, the classic way to hide the real host).
const FORBIDDEN = /[\p{Cc}\p{Cf}\p{Z}\\]/u;
const SCHEME = /^([a-z][a-z\d+.-]*):/i;
// `localhost:3000/x` or `example.com:8080` is a host and port, not a scheme.
const HOST_AND_PORT = /^[^/?#:@]+:\d+(?:[/?#]|$)/;

const refused = (problem: WebLinkProblem): WebLinkResult => ({ ok: false, problem });

/**
 * A web address as people type it, made safe to store and to put in an href: trimmed, a bare host
 * (`linkedin.com/in/x`) gets `https://`, and only http and https survive. Refused: other schemes
 * (javascript:, data:, mailto:, ftp:…), relative and scheme-relative paths, user names or
 * passwords in the address, spaces, control or invisible characters, backslashes, and hosts
 * without a dot other than localhost. The result is the browser's own reading of the address
 * (lower-case host, punycode, encoded path), so what is shown is exactly where the link goes.
 */
export function normaliseWebLink(input: string): WebLinkResult {
  const value = input.trim();
  if (!value || FORBIDDEN.test(value)) return refused('invalid');

  let candidate: string;
  const scheme = SCHEME.exec(value)?.[1]?.toLowerCase();
  if (scheme && !HOST_AND_PORT.test(value)) {
    if (scheme !== 'http' && scheme !== 'https') return refused('scheme');
    // `https:example.com` and `https:/example.com` parse, but nobody means them.
    if (!value.slice(scheme.length + 1).startsWith('//')) return refused('invalid');
    candidate = value;
  } else {
    // A path (`/x`, `./x`), a scheme-relative `//host`, a query or a fragment: not a web address.
    if (/^[/.?#]/.test(value)) return refused('invalid');
    candidate = `https://${value}`;
  }

  const authority = candidate.slice(candidate.indexOf('//') + 2).split(/[/?#]/, 1)[0] ?? '';
  if (authority.includes('@')) return refused('credentials');

  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return refused('invalid');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return refused('scheme');
  if (url.username || url.password) return refused('credentials');
  const host = url.hostname.replace(/\.$/, '');
  const labels = host.split('.');
  if (host !== 'localhost' && (labels.length < 2 || labels.some((l) => l === ''))) {
    return refused('invalid');
  }

  // `https://example.com` reads back as `https://example.com/`: keep the slash only if typed.
  const bareRoot =
    url.pathname === '/' &&
    !url.search &&
    !url.hash &&
    url.href.endsWith('/') &&
    !value.endsWith('/');
  return { ok: true, url: bareRoot ? url.href.slice(0, -1) : url.href };
}

/** The address as an href if it is http(s), else null: for rendering links stored long ago. */
export function safeHttpHref(value: string | null | undefined): string | null {
  if (!value) return null;
  const result = normaliseWebLink(value);
  return result.ok ? result.url : null;
}

/** What a refused link says, naming the field: the server answers it and the forms show it. */
export function webLinkMessages(label: string): Record<WebLinkProblem | 'tooLong', string> {
  return {
    invalid: `${label}: enter a web address such as example.com or https://example.com`,
    scheme: `${label}: only http:// and https:// addresses are allowed`,
    credentials: `${label}: an address with a user name or password is not allowed`,
    tooLong: `${label}: at most ${WEB_LINK_MAX_LENGTH} characters`,
  };
}

/** The labels the contracts' link fields use in their messages. */
export const WEB_LINK_LABELS = {
  candidateLink: 'Link address',
  employerWebsite: 'Employer website',
} as const;
