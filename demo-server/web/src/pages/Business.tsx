import { Balances } from 'rampkit';
import { useWords } from '../words';
import { Page } from '../shell/Page';
import { BackOffice } from './BackOffice';

export function BusinessPage() {
  const { say } = useWords();
  return (
    <Page id="business" title={say('business.title')} lede={say('business.lede')}>
      {/* The balances title themselves (h2) but draw no card: Acme's card holds them. */}
      <div className="acme-card">
        <Balances />
      </div>
      <BackOffice />
    </Page>
  );
}
