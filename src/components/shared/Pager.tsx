'use client';
// Paging by the service's PageToken: the tokens walked so far make "previous" possible without
// refetching what is cached. Shown only when there is more than one page.
import { useState } from 'react';
import { useRampkit } from '../../react/useRampkit';

export function usePageTokens() {
  const [tokens, setTokens] = useState<(string | undefined)[]>([undefined]);
  return {
    /** The token of the page to show (undefined: the first page). */
    pageToken: tokens[tokens.length - 1],
    hasPrevious: tokens.length > 1,
    next: (token: string | undefined) => token && setTokens((all) => [...all, token]),
    previous: () => setTokens((all) => (all.length > 1 ? all.slice(0, -1) : all)),
  };
}

export function Pager({ pages, nextToken }: { pages: ReturnType<typeof usePageTokens>; nextToken: string | undefined }) {
  const { t } = useRampkit('Pager');
  if (!pages.hasPrevious && !nextToken) return null;
  return (
    <nav aria-label={t('common.pages')} className="rk-row" data-slot="pager">
      <button type="button" className="rk-button" data-variant="secondary" data-slot="previous" disabled={!pages.hasPrevious} onClick={pages.previous}>
        {t('common.previous')}
      </button>
      <button type="button" className="rk-button" data-variant="secondary" data-slot="next" disabled={!nextToken} onClick={() => pages.next(nextToken)}>
        {t('common.next')}
      </button>
    </nav>
  );
}
