'use client';
// Paging by the service's PageToken: the tokens walked so far make "previous" possible without
// refetching what is cached. Shown only when there is more than one page.
import { useState } from 'react';
import { useRampkit } from '../../react/useRampkit';
import { useControllableState } from '../../react/useControllableState';

/**
 * The pages turned so far, as the tokens that reached them (none: the first page). Controlled by a
 * host that keeps them (in its address, so Back and a reload return to the page) or kept here.
 */
export interface PageTrail {
  pageTokens?: readonly string[];
  defaultPageTokens?: readonly string[];
  onPageTokensChange?: (pageTokens: string[]) => void;
}

const FIRST_PAGE: readonly string[] = [];

export function usePageTokens({ pageTokens, defaultPageTokens = FIRST_PAGE, onPageTokensChange }: PageTrail = {}) {
  const [tokens, setTokens] = useControllableState<readonly string[]>({ value: pageTokens, defaultValue: defaultPageTokens, onChange: onPageTokensChange && ((next) => onPageTokensChange([...next])) });
  return {
    /** The token of the page to show (undefined: the first page). */
    pageToken: tokens[tokens.length - 1],
    /** The page shown, counted from 1. */
    page: tokens.length + 1,
    hasPrevious: tokens.length > 0,
    next: (token: string | undefined) => token && setTokens([...tokens, token]),
    previous: () => tokens.length > 0 && setTokens(tokens.slice(0, -1)),
  };
}

export function Pager({ pages, nextToken }: { pages: ReturnType<typeof usePageTokens>; nextToken: string | undefined }) {
  const { t } = useRampkit('Pager');
  // Said once the customer turned a page, never on the first render.
  const [turned, setTurned] = useState(false);
  if (!pages.hasPrevious && !nextToken) return null;
  // A button with nothing to do says aria-disabled and ignores the press, but stays focusable: the
  // `disabled` attribute would drop the focus to <body> the moment "Next page" reaches the last page
  // (or, while a page loads, any page). Focus stays where the customer pressed, as auditors expect;
  // moving it to the other button would turn a second Enter into a step back.
  const button = (slot: 'previous' | 'next', available: boolean, turn: () => void) => (
    <button
      type="button"
      className="rk-button"
      data-variant="secondary"
      data-slot={slot}
      aria-disabled={!available || undefined}
      onClick={() => {
        if (!available) return;
        turn();
        setTurned(true);
      }}
    >
      {t(slot === 'next' ? 'common.next' : 'common.previous')}
    </button>
  );
  return (
    <nav aria-label={t('common.pages')} className="rk-row" data-slot="pager">
      {button('previous', pages.hasPrevious, pages.previous)}
      {button('next', !!nextToken, () => pages.next(nextToken))}
      <span role="status" className="rk-visually-hidden" data-slot="page-status">
        {turned ? t('common.page', { page: pages.page }) : ''}
      </span>
    </nav>
  );
}
