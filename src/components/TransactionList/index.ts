export { TransactionList, type TransactionListProps } from './TransactionList';
