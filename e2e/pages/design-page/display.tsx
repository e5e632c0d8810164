// The display components as a customer meets them, for e2e/display-shots.spec.ts: a quote (fresh,
// ending, changed), a receipt in progress and a failed one, copy rows, and the error panel (a field
// error, a busy service). Every figure adds up (rate × crypto = payout + fees).
import { KitRoot } from '../../../src/components/shared/root';
import { PriceQuote } from '../../../src/components/PriceQuote';
import { TransactionStatus } from '../../../src/components/TransactionStatus';
import { CopyField } from '../../../src/components/shared/CopyField';
import { ErrorPanel } from '../../../src/components/shared/ErrorPanel';
import { apiErrorFromResponse } from '../../../src/api/errors';
import type { SellQuote } from '../../../src/api/sell';
import type { Transaction } from '../../../src/api/transactions';

const now = Date.now();
const quote = (seconds: number, over: Partial<SellQuote> = {}): SellQuote => ({
  SignedQuote: `q-${seconds}-${over.Rate ?? 'base'}`, Expiry: new Date(now + seconds * 1000).toISOString(),
  CryptoAmount: '0.0016208', FiatAmount: '100', FiatCurrency: 'EUR', Rate: '62500', TotalFee: '1.30', ...over,
});
const payout = { methodType: 'BankSepa' as const, details: { Type: 'FiatPaymentMethodBankDisplay' as const, AccountNumber: '••••3000', BankingSystems: ['SEPA' as const] }, holder: 'Ana Silva' };
const sale = (over: Partial<Transaction>): Transaction => ({
  ID: '7d9f2c1e-0000-4000-8000-000000000001', Network: 'BitcoinTest', Created: new Date(now - 90_000).toISOString(), Status: 'Pending', SubStatus: 'Submitted', Direction: 'Out',
  CryptoCurrency: 'BTC_TEST', Amount: '0.0016208', FiatPayment: { Amount: '100', FeeAmount: '1.30', Rate: '62500', FiatCurrency: 'EUR' },
  Breakdown: [{ Type: 'ChannelFee', Amount: '1', }, { Type: 'BusinessFee', Amount: '0.30' }, { Type: 'Remaining', Amount: '100' }], ...over,
});
const fieldError = apiErrorFromResponse(400, { Type: 'InvalidMessage', Action: 'Sell', Detail: 'x', Instance: '0b7c5e9a-2f4d-4c1e-9a55-3d1f0c8e7b21', RequestExtension: { Body: [{ Field: 'Form.BankDetails.IBAN', Reason: 'SchemaValidation', Description: 'The IBAN check digits do not match' }] } });
const busy = apiErrorFromResponse(409, { Type: 'Conflict', Action: 'Sell', Detail: 'x', Instance: '0b7c5e9a-2f4d-4c1e-9a55-3d1f0c8e7b22' });

export function DisplaySample() {
  return (
    <KitRoot as="div" className="rk-stack rk-flow" style={{ padding: 16, gap: 24 }}>
      <PriceQuote data-shot="quote" quote={quote(58)} cryptoCurrency="BTC_TEST" payout={payout} breakdown={[{ Type: 'ChannelFee', Amount: '1' }, { Type: 'BusinessFee', Amount: '0.30' }, { Type: 'Remaining', Amount: '100' }]} onQuoteAccepted={() => {}} onRequoteRequested={() => {}} acceptLabel="Sell now" />
      <PriceQuote data-shot="quote-ending" quote={quote(8)} autoRequote={false} cryptoCurrency="BTC_TEST" breakdown={[{ Type: 'ChannelFee', Amount: '1.30' }, { Type: 'Remaining', Amount: '100' }]} onQuoteAccepted={() => {}} onRequoteRequested={() => {}} />
      <PriceQuote data-shot="quote-changed" quote={quote(58)} changedQuote={quote(58, { Rate: '61750', FiatAmount: '98.78' })} changedBreakdown={[{ Type: 'ChannelFee', Amount: '1.30' }, { Type: 'Remaining', Amount: '98.78' }]} cryptoCurrency="BTC_TEST" onQuoteAccepted={() => {}} onQuoteChangeConfirmed={() => {}} />
      <TransactionStatus data-shot="receipt" transactionId="7d9f2c1e-0000-4000-8000-000000000001" initialTransaction={sale({})} live={false} />
      <TransactionStatus data-shot="receipt-failed" transactionId="7d9f2c1e-0000-4000-8000-000000000002" initialTransaction={sale({ ID: '7d9f2c1e-0000-4000-8000-000000000002', Status: 'Failed', SubStatus: undefined })} live={false} />
      <div className="rk-card rk-stack" data-shot="copy">
        <CopyField label="IBAN" value="DE89370400440532013000" />
        <CopyField label="Reference" value="RKNNRZAWLZ" />
        <CopyField label="Account holder" value="Rampkit Payments Europe GmbH" />
      </div>
      <ErrorPanel data-shot="error-field" error={fieldError} />
      <ErrorPanel data-shot="error-busy" error={busy} onRetryRequested={() => {}} />
    </KitRoot>
  );
}
