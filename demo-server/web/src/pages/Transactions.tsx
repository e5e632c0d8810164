import { TransactionList, TransactionStatus } from 'rampkit';
import { useWords } from '../words';
import { Page } from '../shell/Page';

export function TransactionsPage({ selected, onSelect }: { selected?: string; onSelect: (id: string) => void }) {
  const { say } = useWords();
  return (
    <Page id="tx" title={say('tx.title')} lede={say('tx.lede')}>
      <div className="acme-card">
        <TransactionList pageSize={10} onTransactionSelected={(tx) => onSelect(tx.ID)} />
      </div>
      {/* The kit's transaction is a card of its own. */}
      {selected ? <TransactionStatus transactionId={selected} /> : null}
    </Page>
  );
}
