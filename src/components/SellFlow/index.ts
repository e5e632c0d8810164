export { SellFlow, type SellFlowProps } from './SellFlow';
export { AmountStep, type AmountStepProps } from './AmountStep';
export { VerificationNotice, type VerificationNoticeProps } from './VerificationNotice';
