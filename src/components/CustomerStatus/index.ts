export { CustomerStatus, customerNextStep, type CustomerStatusProps, type CustomerNextStep } from './CustomerStatus';
