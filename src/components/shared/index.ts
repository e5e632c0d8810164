export { ErrorPanel, defaultFieldId, type ErrorPanelProps } from './ErrorPanel';
export { Skeleton } from './Skeleton';
export { Amount, type AmountProps } from './Amount';
export { CopyField, type CopyFieldProps } from './CopyField';
export { PaymentMethodLabel, paymentMethodText, uniqueByDisplay } from './PaymentMethodLabel';
export { Pager, usePageTokens } from './Pager';
export { methodTypeName, networkName, isKnownMethodType } from './names';
export { toneOf, type Tone } from './tone';
