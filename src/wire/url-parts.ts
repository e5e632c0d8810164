// The origin, path and query of a URL the proxy received or built, read off the string when it is
// already in the form the WHATWG parser would give it: a lower-case host name or dotted quad, no
// default port, a path and query of characters the parser keeps as they are, no dot segments.
// Anything else goes through `new URL`. Every request's URL is read this way two or three times
// (the browser's request, the upstream call, its signature), and the parser costs microseconds
// each time on an instance whose caches went cold between requests (docs/adr/0164).

export interface UrlParts {
  /** `scheme://host[:port]`, as URL.origin. */
  origin: string;
  /** As URL.pathname. */
  pathname: string;
  /** As URL.search: `?…`, or '' for none. */
  search: string;
}

const ORIGIN = /^(https?):\/\/((?:[a-z0-9-]+\.)*[a-z0-9-]+)(?::([1-9]\d{0,4}))?$/;
const DOTTED_QUAD = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
/** A last label the parser reads as a name, not as a number (`0x1`, `127`) or a punycode label to check. */
const NAME_LABEL = /(?:^|\.)[a-z][a-z0-9-]*$/;
// Characters the parser leaves as they are in a path and in a query of an http(s) URL. `'` is
// not among them (the query encodes it), nor `#`, space, quotes, brackets or anything non-ASCII.
const PATH_AND_QUERY = /^\/[A-Za-z0-9\-._~!$&()*+,;=:@%/]*(?:\?[A-Za-z0-9\-._~!$&()*+,;=:@%/?]*)?$/;
/** A `.` or `..` segment, spelled out or percent-encoded: the parser removes them. */
const DOT_SEGMENT = /\/(?:\.|%2e){1,2}(?:[/?]|$)/i;

function plainOrigin(origin: string): boolean {
  const match = ORIGIN.exec(origin);
  if (!match) return false;
  const [, scheme, host, port] = match;
  if (port && (Number(port) > 65535 || port === (scheme === 'https' ? '443' : '80'))) return false;
  if (host!.includes('xn--')) return false;
  return DOTTED_QUAD.test(host!) || NAME_LABEL.test(host!);
}

/** Origins already judged: a proxy sees few (its own host names and its upstream's), each on every request. */
const judged = new Map<string, boolean>();
function plainOriginKept(origin: string): boolean {
  let plain = judged.get(origin);
  if (plain === undefined) {
    plain = plainOrigin(origin);
    // Host headers are the sender's to choose: a flood of new ones only empties this now and then.
    if (judged.size >= 64) judged.clear();
    judged.set(origin, plain);
  }
  return plain;
}

/** The parts of an absolute http(s) URL, as `new URL(url)` gives them; throws as it does for one that is not valid. */
export function urlParts(url: string): UrlParts {
  const slash = url.indexOf('/', url.indexOf('//') + 2);
  if (slash > 0) {
    const origin = url.slice(0, slash);
    const rest = url.slice(slash);
    if (PATH_AND_QUERY.test(rest) && !DOT_SEGMENT.test(rest) && plainOriginKept(origin)) {
      const query = rest.indexOf('?');
      if (query < 0) return { origin, pathname: rest, search: '' };
      return { origin, pathname: rest.slice(0, query), search: query === rest.length - 1 ? '' : rest.slice(query) };
    }
  }
  const parsed = new URL(url);
  return { origin: parsed.origin, pathname: parsed.pathname, search: parsed.search };
}
