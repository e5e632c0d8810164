// Every page object of the kit, scoped to one place (the page, or the host's container of one kit).
import { BalancesPage, BankDepositDetailsPage, DepositRulePage, VirtualAccountsPage } from './pages/account';
import { CustomerPrefillPage, CustomerStatusPage, OnboardingLauncherPage } from './pages/customer';
import { DynamicFormPage } from './pages/dynamic-form';
import { watchFormSchemas, type FormSchemaWatch } from './pages/form-schema-watch';
import { ErrorPanelPart, pageOf, type Scope } from './pages/part';
import { ChannelPickerPage, PaymentMethodPickerPage } from './pages/channel-picker';
import { PriceQuotePage } from './pages/price-quote';
import { SellFlowPage } from './pages/sell';
import { TransactionListPage, TransactionStatusPage } from './pages/transactions';

export interface Kit {
  sellFlow: SellFlowPage;
  channelPicker: ChannelPickerPage;
  paymentMethodPicker: PaymentMethodPickerPage;
  dynamicForm: DynamicFormPage;
  priceQuote: PriceQuotePage;
  transactionStatus: TransactionStatusPage;
  transactionList: TransactionListPage;
  onboardingLauncher: OnboardingLauncherPage;
  customerStatus: CustomerStatusPage;
  customerPrefill: CustomerPrefillPage;
  depositRule: DepositRulePage;
  bankDepositDetails: BankDepositDetailsPage;
  virtualAccounts: VirtualAccountsPage;
  balances: BalancesPage;
  errors: ErrorPanelPart;
  /** The form schemas the kit received on this page (for DynamicFormPage.fillFromSchema). */
  schemas: FormSchemaWatch;
}

/** The kit's page objects inside `scope`. Make it before the page loads the kit (SellFlow reads the form schemas from its traffic). */
export function rampkit(scope: Scope): Kit {
  return {
    sellFlow: new SellFlowPage(scope),
    channelPicker: new ChannelPickerPage(scope),
    paymentMethodPicker: new PaymentMethodPickerPage(scope),
    dynamicForm: new DynamicFormPage(scope),
    priceQuote: new PriceQuotePage(scope),
    transactionStatus: new TransactionStatusPage(scope),
    transactionList: new TransactionListPage(scope),
    onboardingLauncher: new OnboardingLauncherPage(scope),
    customerStatus: new CustomerStatusPage(scope),
    customerPrefill: new CustomerPrefillPage(scope),
    depositRule: new DepositRulePage(scope),
    bankDepositDetails: new BankDepositDetailsPage(scope),
    virtualAccounts: new VirtualAccountsPage(scope),
    balances: new BalancesPage(scope),
    errors: new ErrorPanelPart(scope),
    schemas: watchFormSchemas(pageOf(scope)),
  };
}
