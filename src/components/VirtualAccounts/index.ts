export { VirtualAccounts, type VirtualAccountsProps } from './VirtualAccounts';
