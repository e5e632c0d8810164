export { TransactionStatus, type TransactionStatusProps } from './TransactionStatus';
export { TransactionTimeline, timelineStages } from './TransactionTimeline';
