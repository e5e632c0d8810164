// Verification: the customer's status and the hosted onboarding (the kit's), the details the
// business may pass on (prefill). Once approved, the kit's status offers "Sell now", which takes
// the customer back to selling (Acme wires it to its Sell page).
import { CustomerPrefill, CustomerStatus, OnboardingLauncher } from 'rampkit';
import type { OnboardingStatus } from 'rampkit/api';
import { useWords } from '../words';
import { Page } from '../shell/Page';
import { verificationReturnUrl } from './Sell';

export function VerificationPage({ returnedStatus, onSellRequested }: { returnedStatus?: OnboardingStatus; onSellRequested: () => void }) {
  const { say } = useWords();
  return (
    <Page id="verify" title={say('verify.title')} lede={say('verify.lede')}>
      {/* The kit's status is a card of its own. Its section titles are h3 whatever the provider's
          headingLevel, and it has no title heading of its own: Acme's h2 keeps the outline whole. */}
      <h2 className="acme-section-title acme-section-title--page">{say('verify.status')}</h2>
      <CustomerStatus onboardingAction={<OnboardingLauncher returnUrl={verificationReturnUrl()} returnedStatus={returnedStatus} />} onSellRequested={onSellRequested} />
      <details className="acme-card acme-disclosure">
        <summary>{say('verify.prefill')}</summary>
        <CustomerPrefill />
      </details>
    </Page>
  );
}
