export { Balances, type BalancesProps } from './Balances';
