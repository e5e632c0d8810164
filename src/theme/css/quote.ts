// PriceQuote (and UnquotedEstimate's card): the payout as the headline, the price lock as a pill
// with the time left as a thin bar along the card's foot (warning tone in the last 10 s, pinned
// full under reduced motion), old numbers muted (and the payout struck through) while a new price
// comes, at text contrast that stays AA, the renewal note, Sell refused (aria-disabled, still
// focusable, drawn as every such button: primitives.ts) while it cannot be used. DepositRule's
// quoted price is the same card (headline, price lock, rows); the countdown's pill is also used on
// its own (its created rule's warning). The figure's term sits right over it (no margin: the
// figure's 1.4 line height is its own room); on a phone the price lock goes under the figure in
// every language (beside it, it fitted in English and fell under it in German). SellFlow's "Nothing
// was sold" over a renewed price is a warning callout, not a loose paragraph. Selectors are written
// without the scope.
export const QUOTE_CSS = `
.rk-quote-card{position:relative;overflow:hidden;display:flex;flex-direction:column;gap:var(--rk-space-3)}
.rk-quote-card[tabindex]:focus{outline:none}
.rk-quote-card[tabindex]:focus-visible{outline:var(--rk-focus-ring-width) solid var(--rk-color-focus-ring);outline-offset:calc(var(--rk-focus-ring-width)*-1)}
.rk-quote-figures{display:flex;flex-direction:column;gap:var(--rk-space-4)}
.rk-quote-headline{display:flex;flex-wrap:wrap;align-items:flex-start;justify-content:space-between;gap:var(--rk-space-2) var(--rk-space-3)}
.rk-amount-display,.rk-headline-figure{margin:0}
@media (max-width:479.98px){.rk-quote-headline{flex-direction:column;align-items:flex-start}}
[data-slot=not-sold]{margin:0;padding:var(--rk-space-3);border-inline-start:4px solid var(--rk-color-warning);border-radius:4px;background:color-mix(in srgb,var(--rk-color-warning) 10%,var(--rk-color-background))}
.rk-quote-card[data-stale] :is(.rk-amount-display,.rk-detail-list dd){color:var(--rk-color-text-muted)}
.rk-quote-card[data-stale] .rk-amount-display [data-value=amount]{text-decoration:line-through;text-decoration-thickness:2px;text-decoration-color:color-mix(in srgb,var(--rk-color-text-muted) 60%,transparent)}
.rk-pill{display:inline-flex;align-items:center;gap:6px;box-sizing:border-box;min-height:28px;padding:2px 10px 2px 8px;border-radius:var(--rk-radius-pill);border:1px solid color-mix(in srgb,var(--rk-color-link) 30%,transparent);background:color-mix(in srgb,var(--rk-color-link) 7%,var(--rk-color-background));color:var(--rk-color-text);font-size:var(--rk-font-size-sm);font-weight:var(--rk-font-weight-medium);line-height:1.3;white-space:nowrap}
.rk-pill>svg[data-icon]{width:16px;height:16px;color:var(--rk-color-link)}
.rk-pill>.rk-spinner{width:14px;height:14px;color:var(--rk-color-link)}
.rk-pill [data-slot=time]{font-family:inherit;font-size:inherit;font-variant-numeric:tabular-nums}
.rk-price-lock{display:inline-flex;flex-direction:column;align-items:flex-end;gap:6px}
[data-slot=countdown][data-state=ending] .rk-pill{border-color:color-mix(in srgb,var(--rk-color-warning) 55%,transparent);background:color-mix(in srgb,var(--rk-color-warning) 10%,var(--rk-color-background));color:color-mix(in srgb,var(--rk-color-warning) 70%,var(--rk-color-text))}
[data-slot=countdown][data-state=ending] .rk-pill>svg[data-icon]{color:currentColor}
[data-slot=countdown][data-state=expired] .rk-pill{border-color:color-mix(in srgb,var(--rk-color-danger) 45%,transparent);background:color-mix(in srgb,var(--rk-color-danger) 8%,var(--rk-color-background));color:color-mix(in srgb,var(--rk-color-danger) 75%,var(--rk-color-text))}
[data-slot=countdown][data-state=expired] .rk-pill>svg[data-icon]{color:currentColor}
.rk-lock-bar{display:block;width:100%;min-width:8rem;height:4px;border-radius:2px;overflow:hidden;background:color-mix(in srgb,var(--rk-color-border) 70%,transparent)}
.rk-lock-bar>[data-slot=fill]{display:block;height:100%;background:var(--rk-color-link);transform-origin:0 50%;transform:scaleX(var(--rk-lock-left,1));transition:transform 1s linear}
:is([dir=rtl],[dir=rtl] *)>.rk-lock-bar>[data-slot=fill]{transform-origin:100% 50%}
[data-slot=countdown][data-state=ending] .rk-lock-bar>[data-slot=fill]{background:var(--rk-color-warning)}
.rk-quote-card .rk-lock-bar{position:absolute;inset-inline:0;bottom:0;min-width:0;border-radius:0}
.rk-quote-note{display:flex;align-items:center;gap:var(--rk-space-2);margin:0;font-size:var(--rk-font-size-sm);color:var(--rk-color-text-muted)}
.rk-quote-note>svg[data-icon]{width:16px;height:16px}
[data-slot=payout-to]>*{display:inline-block}
[data-slot=payout-to]>[data-slot=separator]{display:inline}
@media (prefers-reduced-motion:reduce){.rk-lock-bar>[data-slot=fill]{transform:none}}
@media (forced-colors:active){.rk-pill{border-color:CanvasText}.rk-lock-bar{border:1px solid CanvasText;box-sizing:border-box}.rk-lock-bar>[data-slot=fill]{background:CanvasText;forced-color-adjust:none}}
`;
