// The pager as keyboard and screen-reader users meet it (WCAG 2.4.3, 4.1.3): a button with nothing
// to do keeps the focus (aria-disabled, not disabled, which drops it to <body>) and ignores the
// press; the page shown is said politely after a turn, never on the first render.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderKit } from '../../../tooling/render-kit';
import { Pager, usePageTokens } from './Pager';

/** Three pages: the next token of a page is there until the last. */
function ThreePages() {
  const pages = usePageTokens();
  const nextToken = pages.page < 3 ? `page-${pages.page + 1}` : undefined;
  return (
    <>
      <p data-testid="shown">{pages.pageToken ?? 'first'}</p>
      <Pager pages={pages} nextToken={nextToken} />
    </>
  );
}

describe('Pager', () => {
  it('keeps the focus on a button that has nothing left to do, and ignores its press', async () => {
    await renderKit(<ThreePages />);
    const next = await screen.findByRole('button', { name: 'Next page' });
    const previous = screen.getByRole('button', { name: 'Previous page' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(previous).not.toBeDisabled();
    await userEvent.tab();
    await userEvent.tab();
    expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('shown')).toHaveTextContent('page-3');
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).not.toBeDisabled();
    expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(next);
    expect(screen.getByTestId('shown')).toHaveTextContent('page-3');
    // Back to the first page: "Previous page" keeps the focus the same way.
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}{Enter}');
    expect(screen.getByTestId('shown')).toHaveTextContent('first');
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(previous).toHaveFocus();
    expect(document.activeElement).not.toBe(document.body);
  });

  it('says the page shown after a turn, not on the first render', async () => {
    await renderKit(<ThreePages />);
    await screen.findByRole('button', { name: 'Next page' });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^$/);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(status).toHaveTextContent(/^Page 2$/);
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(status).toHaveTextContent(/^Page 1$/);
  });

  it('says it in the customer’s language', async () => {
    await renderKit(<ThreePages />, { locale: 'de' });
    await userEvent.click(await screen.findByRole('button', { name: 'Nächste Seite' }));
    expect(screen.getByRole('status')).toHaveTextContent(/^Seite 2$/);
  });
});
