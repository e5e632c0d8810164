// A page of Acme Wallet: its title (the h1, where focus goes on arriving) and a line on what it is
// for, then its cards. The kit's headings sit one level below (the provider's headingLevel 2). No
// landmark of its own: <main> is the page's, and a kit part may name its region as the page does.
import type { ReactNode } from 'react';
import { PageHeading } from './page-focus';

/** `back`: a link up to the page this one is part of (a transaction's, to the list), above the title. */
export function Page({ id, title, lede, back, width = 'column', children }: { id: string; title: string; lede?: ReactNode; back?: ReactNode; width?: 'column' | 'flow' | 'kit'; children: ReactNode }) {
  return (
    <div className="acme-page" data-page={id} data-width={width}>
      <div className="acme-page-head">
        {back}
        <PageHeading id={`${id}-title`} title={title}>
          {title}
        </PageHeading>
        {lede ? <p className="acme-lede">{lede}</p> : null}
      </div>
      {children}
    </div>
  );
}

