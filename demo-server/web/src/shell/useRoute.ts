// The route in the address bar: pushed on navigation (with no query but the transaction list's
// pages: what a page was opened with belongs to that page), read back on Back and Forward.
import { useCallback, useEffect, useRef, useState } from 'react';
import { parseRoute, routePath, type Route } from './routes';

/** `replace`: in place of the current entry (what was there is no page to go Back to). */
export type Navigate = (route: Route, options?: { replace?: boolean }) => void;

/** `onChange(next, previous)` runs for every route change the customer makes (a click, Back, Forward). */
export function useRoute(onChange: (next: Route, previous: Route) => void): [Route, Navigate] {
  const [route, setRoute] = useState(() => parseRoute(location.pathname, location.search));
  const current = useRef(route);
  const change = useCallback(
    (next: Route) => {
      const previous = current.current;
      current.current = next;
      setRoute(next);
      onChange(next, previous);
    },
    [onChange],
  );
  useEffect(() => {
    const onPop = () => change(parseRoute(location.pathname, location.search));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [change]);
  const navigate = useCallback<Navigate>(
    (next, options) => {
      const path = routePath(next);
      if (path !== location.pathname + location.search) {
        if (options?.replace) history.replaceState(null, '', path);
        else history.pushState(null, '', path);
      }
      change(next);
    },
    [change],
  );
  return [route, navigate];
}
