// Selling, Acme's main page: the crypto to sell (Acme's choice, kept while the customer is on
// other pages) and the kit's SellFlow. A customer who must verify first goes to the hosted
// verification in one click (the kit's onboarding launcher); one under review, or declined, is
// shown the Verification page.
import { useOnboardingLauncher, ErrorPanel, SellFlow, type SellVerificationNeed } from 'rampkit';
import type { CryptoCurrencyCode } from 'rampkit/api';
import { useWords } from '../words';
import { Page } from '../shell/Page';

export const SELLABLE = ['BTC_TEST', 'ETH_TEST_SEPOLIA', 'USDC_TEST'] as const satisfies readonly CryptoCurrencyCode[];
export type Sellable = (typeof SELLABLE)[number];

/** Where hosted verification returns: the Verification page, which shows the review's outcome. */
export const verificationReturnUrl = () => `${location.origin}/account`;

export function SellPage({ crypto, onCryptoChange, onVerificationShown }: { crypto: Sellable; onCryptoChange: (crypto: Sellable) => void; onVerificationShown: () => void }) {
  const { say } = useWords();
  const launcher = useOnboardingLauncher({ returnUrl: verificationReturnUrl() });
  const verify = (need: SellVerificationNeed) => (need.step === 'start' || need.step === 'resume' ? launcher.actions.launch() : onVerificationShown());
  return (
    <Page id="sell" width="flow" title={say('sell.title')} lede={say('sell.lede')}>
      <div className="acme-card acme-card--flow">
        {/* The choice of crypto is the card's first section, titled (h2) so the kit's own
            section headings (h3) sit under a heading of the page's outline. */}
        <div className="acme-field acme-asset">
          <h2 id="sell-crypto-title" className="acme-field-title">
            {say('sell.crypto')}
          </h2>
          <div className="acme-select">
            <select id="sell-crypto" className="acme-input" aria-labelledby="sell-crypto-title" value={crypto} onChange={(e) => onCryptoChange(e.target.value as Sellable)}>
              {SELLABLE.map((code) => (
                <option key={code} value={code}>
                  {say(`asset.${code}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <ErrorPanel error={launcher.state.error} onRetryRequested={launcher.actions.launch} />
        {/* The kit keeps each currency's sale in progress (its default flowKey) while the page is left,
            and through a reload (persist="session": ids, amounts and choices only, never personal data). */}
        <SellFlow key={crypto} cryptoCurrency={crypto} onVerificationRequired={verify} persist="session" />
      </div>
    </Page>
  );
}
