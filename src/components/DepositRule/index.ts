export { DepositRule, type DepositRuleProps, type DepositTriggerKind } from './DepositRule';
export { DepositAddress } from './DepositAddress';
export { DepositAmountField, type DepositAmountFieldProps } from './DepositAmountField';
