// Where focus goes when the customer changes page (a link, Back, Forward, signing in or out): to
// the new page's heading, which a screen reader then reads, once; the page's title follows. A
// page's first load leaves focus where the browser puts it.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useWords } from '../words';

interface PageFocus {
  /** Asks the next page heading (or the current one) to take focus. */
  request(): void;
  /** Whether a request waits for a heading; it is answered by the first to ask. */
  take(): boolean;
  token: number;
}

const PageFocusContext = createContext<PageFocus | null>(null);

export function usePageFocusRequest(): PageFocus {
  const pending = useRef(false);
  const [token, setToken] = useState(0);
  const request = useCallback(() => {
    pending.current = true;
    setToken((n) => n + 1);
  }, []);
  const take = useCallback(() => {
    const asked = pending.current;
    pending.current = false;
    return asked;
  }, []);
  return useMemo(() => ({ request, take, token }), [request, take, token]);
}

export const PageFocusProvider = PageFocusContext.Provider;

/** The page's h1: it takes focus when a page change asked for it, and names the document. */
export function PageHeading({ id, children, title }: { id: string; children: ReactNode; title: string }) {
  const focus = useContext(PageFocusContext);
  const { say } = useWords();
  const ref = useRef<HTMLHeadingElement>(null);
  const documentTitle = say('title', { page: title });
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  // `focus` is a new object for every request: a page already shown (Back to it) takes it too.
  useEffect(() => {
    if (focus?.take()) ref.current?.focus();
  }, [focus]);
  return (
    <h1 id={id} ref={ref} tabIndex={-1} className="acme-title">
      {children}
    </h1>
  );
}
