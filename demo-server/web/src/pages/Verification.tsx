// Verification: the customer's status and the hosted onboarding (the kit's), the details the
// business may pass on (prefill) while the customer is still to be verified. Once approved, the
// kit's status offers "Sell now", which takes the customer back to selling (Acme wires it to its
// Sell page).
import { CustomerPrefill, CustomerStatus, OnboardingLauncher, useCustomer, useRampkit } from 'rampkit';
import { hasNoCustomerDetails, type OnboardingStatus } from 'rampkit/api';
import { useWords } from '../words';
import { Page } from '../shell/Page';
import { verificationReturnUrl } from './Sell';

export function VerificationPage({ returnedStatus, onSellRequested }: { returnedStatus?: OnboardingStatus; onSellRequested: () => void }) {
  const { say } = useWords();
  const { customerId = '' } = useRampkit('VerificationPage');
  // The same query CustomerStatus reads (one request). The prefill is for a customer still to be
  // verified: offered once that is known (no details yet, or not approved), never to a verified one.
  const customer = useCustomer({ customerId, enabled: !!customerId });
  const stillToVerify = customer.isSuccess ? customer.data.Verifications?.Status !== 'Approved' : hasNoCustomerDetails(customer.error);
  return (
    <Page id="verify" width="kit" title={say('verify.title')} lede={say('verify.lede')}>
      {/* The kit's status is a titled card of its own (h2, its sections h3), in the flow's column. */}
      <CustomerStatus onboardingAction={<OnboardingLauncher returnUrl={verificationReturnUrl()} returnedStatus={returnedStatus} />} onSellRequested={onSellRequested} />
      {stillToVerify ? (
        <details className="acme-card acme-disclosure">
          <summary>{say('verify.prefill')}</summary>
          <CustomerPrefill />
        </details>
      ) : null}
    </Page>
  );
}
