import { TransactionList, TransactionStatus } from 'rampkit';
import { useWords } from '../words';
import { Page } from '../shell/Page';
import { inApp, PATHS } from '../shell/routes';
import { BackIcon } from '../shell/icons';

const FIRST_PAGE: string[] = [];

/**
 * The list, or one transaction: its receipt first, under a link back to the list (on a phone a
 * receipt under ten rows was out of sight when its row was tapped), the list after it to open another.
 */
export function TransactionsPage({ selected, pages = FIRST_PAGE, onPagesChange, onSelect, onBack }: { selected?: string; pages?: string[]; onPagesChange: (pages: string[]) => void; onSelect: (id: string) => void; onBack: () => void }) {
  const { say } = useWords();
  const list = (
    <div className="acme-card">
      {/* The page turned is in the address: Back from a transaction and a reload return to it. */}
      <TransactionList pageSize={10} pageTokens={pages} onPageTokensChange={onPagesChange} onTransactionSelected={(tx) => onSelect(tx.ID)} />
    </div>
  );
  if (!selected) {
    return (
      <Page id="tx" title={say('tx.title')} lede={say('tx.lede')}>
        {list}
      </Page>
    );
  }
  const back = (
    <a
      className="acme-back"
      href={PATHS.transactions}
      onClick={(e) => {
        if (!inApp(e)) return;
        e.preventDefault();
        onBack();
      }}
    >
      <BackIcon />
      {say('tx.back')}
    </a>
  );
  return (
    <Page id="tx" title={say('tx.one')} back={back}>
      {/* The kit's transaction is a card of its own. */}
      <TransactionStatus transactionId={selected} />
      <section className="acme-page-section" aria-labelledby="tx-all">
        <h2 id="tx-all" className="acme-section-title">
          {say('tx.all')}
        </h2>
        {list}
      </section>
    </Page>
  );
}
