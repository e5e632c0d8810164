// PriceQuote: the countdown and a changed price.
export const QUOTE_CSS = `
[data-slot=countdown][data-state=ending]{color:var(--rk-color-warning);font-weight:600}
[data-slot=countdown][data-state=expired],[data-slot=price-changed]{color:var(--rk-color-danger)}
`;
