// What every component uses: the spacing scale and control size derived from the tokens, focus,
// motion, values that never break inside (an amount may wrap only at the space before a crypto
// code: "0.0016 | BTC", never "€59,800.0|0"; ids only after a hyphen), prose that hyphenates,
// forced colours, the layout helpers (flow, stack, row, card; a stack's gap alone spaces its
// children, so a paragraph in one has no margin of its own), links (one standing alone,
// .rk-action-link, is a 44 px target) and tones. A display figure
// gets line-height 1.4: a 28 px figure's glyphs (1.36 em in Noto and DejaVu) stay inside its line
// instead of reaching the caption above. The resets and the root's text properties are in
// ../scope.ts. Selectors are written without the scope (styles.ts adds it).
export const BASE_CSS = `
[data-rampkit-root]{--rk-density-scale:1;--rk-space-1:calc(var(--rk-spacing-unit)*var(--rk-density-scale));--rk-space-2:calc(var(--rk-spacing-unit)*2*var(--rk-density-scale));--rk-space-3:calc(var(--rk-spacing-unit)*3*var(--rk-density-scale));--rk-space-4:calc(var(--rk-spacing-unit)*4*var(--rk-density-scale));--rk-space-6:calc(var(--rk-spacing-unit)*6*var(--rk-density-scale));--rk-space-8:calc(var(--rk-spacing-unit)*8*var(--rk-density-scale));--rk-control-block:max(var(--rk-target-size),var(--rk-control-height));accent-color:var(--rk-color-accent)}
[data-rampkit-root][data-density=condensed]{--rk-density-scale:.75;--rk-control-block:max(var(--rk-target-size),calc(var(--rk-control-height) - 4px))}
[hidden]{display:none!important}
:focus-visible{outline:var(--rk-focus-ring-width) solid var(--rk-color-focus-ring);outline-offset:var(--rk-focus-ring-offset)}
.rk-visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
[data-value],[data-slot=amount]{white-space:nowrap;overflow-wrap:normal;word-break:keep-all;hyphens:none;font-variant-numeric:tabular-nums}
[data-slot=amount]{white-space:normal}
[data-value=code],[data-value=id],[data-value=iban],[data-value=address]{font-family:var(--rk-font-family-mono);font-size:.9375em;letter-spacing:0}
[data-value][data-grouped],[data-value=id]{white-space:normal}
[data-value][data-grouped]>*{white-space:nowrap}
.rk-amount-display{display:block;font-size:min(var(--rk-font-size-xl),7.5vw);font-weight:var(--rk-font-weight-bold);line-height:1.4;letter-spacing:-.01em;color:var(--rk-color-text)}
.rk-caption{margin:0;font-size:var(--rk-font-size-sm);color:var(--rk-color-text-muted)}
svg[data-icon]{display:inline-block;flex:none;width:20px;height:20px;vertical-align:middle;overflow:visible}
.rk-flow{width:100%;max-width:var(--rk-max-width);margin-inline:auto;box-sizing:border-box}
.rk-stack{display:flex;flex-direction:column;gap:var(--rk-space-3)}
.rk-stack>p{margin:0}
.rk-row{display:flex;flex-wrap:wrap;gap:var(--rk-space-3);align-items:flex-end}
.rk-card{border:1px solid var(--rk-color-border);border-radius:var(--rk-radius-card);padding:var(--rk-space-4);background:var(--rk-color-surface);box-shadow:var(--rk-shadow-card)}
@media (max-width:340px){.rk-card{padding:var(--rk-space-3)}}
:is([data-slot=error-panel],[data-slot=offline-notice])[data-state=closed]{position:absolute;width:1px;height:1px;overflow:hidden}
[data-tone=success]{color:var(--rk-color-success)}
[data-tone=danger]{color:var(--rk-color-danger)}
[data-tone=warning]{color:var(--rk-color-warning)}
.rk-link{font:inherit;background:none;border:0;padding:0;color:var(--rk-color-link);text-decoration:underline;text-underline-offset:.15em;cursor:pointer}
a[href]{color:var(--rk-color-link);text-underline-offset:.15em}
.rk-action-link{display:inline-flex;align-items:center;min-height:var(--rk-target-size);min-width:var(--rk-target-size)}
:is(.rk-button,.rk-option,.rk-input,input,select,textarea,.rk-link,a[href],.rk-badge,.rk-notice){transition:background-color var(--rk-transition-duration) ease,border-color var(--rk-transition-duration) ease,color var(--rk-transition-duration) ease,box-shadow var(--rk-transition-duration) ease,opacity var(--rk-transition-duration) ease}
@media (prefers-reduced-motion:reduce){[data-rampkit-root],[data-rampkit-root] *,[data-rampkit-root] *::before,[data-rampkit-root] *::after{animation:none!important;transition:none!important;scroll-behavior:auto!important}}
@media (forced-colors:active){:focus-visible{outline-color:Highlight}.rk-card{border-color:CanvasText}[aria-invalid=true]{border-color:Mark;border-width:2px}}
`;
