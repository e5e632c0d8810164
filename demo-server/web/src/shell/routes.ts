// The demo's pages and their addresses: each has its own, so a reload or a shared link keeps the
// page (and an open transaction). /account is where hosted onboarding returns.
import type { MouseEvent } from 'react';
import type { DemoWordKey } from '../words';

export const VIEWS = ['sell', 'transactions', 'verification', 'deposits', 'sellOnDeposit', 'business'] as const;
export type View = (typeof VIEWS)[number];

export const PATHS: Record<View, string> = {
  sell: '/sell',
  transactions: '/transactions',
  verification: '/verification',
  deposits: '/deposits',
  sellOnDeposit: '/sell-on-deposit',
  business: '/business',
};

/** The navigation's name of each page. */
export const NAV_WORDS: Record<View, DemoWordKey> = {
  sell: 'nav.sell',
  transactions: 'nav.transactions',
  verification: 'nav.verification',
  deposits: 'nav.deposits',
  sellOnDeposit: 'nav.sellOnDeposit',
  business: 'nav.business',
};

export interface Route {
  view: View;
  transactionId?: string;
  /** The transaction list's pages turned (the kit's PageTokens), so Back and a reload return to the page. */
  pages?: string[];
}

export function parseRoute(pathname: string, search = ''): Route {
  if (pathname.startsWith('/account')) return { view: 'verification' };
  const [, first = '', second] = pathname.split('/');
  const view = VIEWS.find((v) => PATHS[v] === `/${first}`) ?? 'sell';
  if (view !== 'transactions') return { view };
  const pages = new URLSearchParams(search).getAll('page').filter(Boolean);
  return { view, ...(second ? { transactionId: decodeURIComponent(second) } : {}), ...(pages.length ? { pages } : {}) };
}

export function routePath(route: Route): string {
  const path = route.transactionId ? `${PATHS[route.view]}/${encodeURIComponent(route.transactionId)}` : PATHS[route.view];
  const pages = route.view === 'transactions' && route.pages?.length ? new URLSearchParams(route.pages.map((p) => ['page', p])).toString() : '';
  return pages ? `${path}?${pages}` : path;
}

/** A plain click follows a link in the app; a modified one (new tab, new window) is the browser's. */
export const inApp = (e: MouseEvent) => !(e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey);
