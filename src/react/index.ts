export { RampkitProvider, type RampkitProviderProps } from './RampkitProvider';
export { useRampkit, useRampkitConnection } from './useRampkit';
export { useControllableState } from './useControllableState';
export { useRampkitEvents, type LiveMode, type RampkitEventsOptions } from './useRampkitEvents';
export { rampkitKeys, staleTimes } from './query-keys';
export { rampkitQueries, type RampkitQueryInput, type RampkitQueryMeta } from './queries';
export * from './hooks';
export { useSellFlow, type UseSellFlowOptions, type UseSellFlowResult, type SellFlowView, type SellFlowActions, type SellGate, type SellVerificationNeed } from './useSellFlow';
