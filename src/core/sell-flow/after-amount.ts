// What a sale needs only once the customer is past the amount step, loaded as a chunk of its own
// from the moment a flow mounts (react/useSellFlow.ts), so a host's first paint carries none of it:
// the verified name filled into the details form, reading and writing a sale kept through a reload
// (persist="session"), and the step in the address bar (stepParam). ADR 0161.
export { withHolderName } from './holder-name';
export { saleSnapshot, sessionSaleStorage } from './persist';
export { bindStepHistory } from './step-history';
