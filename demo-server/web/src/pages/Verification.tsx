// Verification: the customer's status and the hosted onboarding (the kit's), the details the
// business may pass on (prefill), and, once approved, the way back to selling.
import { CustomerPrefill, CustomerStatus, OnboardingLauncher, useCustomer, useRampkit } from 'rampkit';
import type { OnboardingStatus } from 'rampkit/api';
import { useWords } from '../words';
import { Page } from '../shell/Page';
import { CheckIcon } from '../shell/icons';
import { verificationReturnUrl } from './Sell';

export function VerificationPage({ returnedStatus, onSellRequested }: { returnedStatus?: OnboardingStatus; onSellRequested: () => void }) {
  const { say } = useWords();
  const { customerId } = useRampkit('VerificationPage');
  const customer = useCustomer({ customerId: customerId ?? '', enabled: !!customerId, retry: false });
  const approved = customer.data?.Verifications?.Status === 'Approved';
  return (
    <Page id="verify" title={say('verify.title')} lede={say('verify.lede')}>
      {approved ? (
        <div className="acme-banner" data-slot="verified">
          <span className="acme-banner-icon">
            <CheckIcon />
          </span>
          <p className="acme-banner-title">{say('verify.done.body')}</p>
          <button type="button" className="acme-button acme-button--primary" onClick={onSellRequested}>
            {say('verify.done.action')}
          </button>
        </div>
      ) : null}
      {/* The kit's status is a card of its own. Its section titles are h3 whatever the provider's
          headingLevel, and it has no title heading of its own: Acme's h2 keeps the outline whole. */}
      <h2 className="acme-section-title acme-section-title--page">{say('verify.status')}</h2>
      <CustomerStatus onboardingAction={<OnboardingLauncher returnUrl={verificationReturnUrl()} returnedStatus={returnedStatus} />} />
      <details className="acme-card acme-disclosure">
        <summary>{say('verify.prefill')}</summary>
        <CustomerPrefill />
      </details>
    </Page>
  );
}
