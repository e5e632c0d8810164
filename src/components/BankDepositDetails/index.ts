export { BankDepositDetails, type BankDepositDetailsProps } from './BankDepositDetails';
