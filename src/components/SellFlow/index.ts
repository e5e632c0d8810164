export { SellFlow, type SellFlowProps } from './SellFlow';
export { AmountStep, type AmountStepProps } from './AmountStep';
