export { ErrorPanel, defaultFieldId, type ErrorPanelProps } from './ErrorPanel';
export { Skeleton } from './Skeleton';
export { Amount, type AmountProps } from './Amount';
export { CopyField, type CopyFieldProps } from './CopyField';
export { PaymentMethodLabel, paymentMethodText } from './PaymentMethodLabel';
export { Pager, usePageTokens } from './Pager';
