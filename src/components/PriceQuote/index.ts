export { PriceQuote, type PriceQuoteProps } from './PriceQuote';
export { Countdown, type CountdownProps } from './Countdown';
export { PayoutTo } from './PayoutTo';
