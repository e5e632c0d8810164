// What every component uses: the spacing scale and control size derived from the tokens, focus,
// hidden parts, the layout helpers (stack, row, card), links and tones. The resets and the root's
// text properties are in ../scope.ts. Selectors are written without the scope (styles.ts adds it).
export const BASE_CSS = `
[data-rampkit-root]{--rk-density-scale:1;--rk-space-1:calc(var(--rk-spacing-unit)*var(--rk-density-scale));--rk-space-2:calc(var(--rk-spacing-unit)*2*var(--rk-density-scale));--rk-space-3:calc(var(--rk-spacing-unit)*3*var(--rk-density-scale));--rk-space-4:calc(var(--rk-spacing-unit)*4*var(--rk-density-scale));--rk-space-6:calc(var(--rk-spacing-unit)*6*var(--rk-density-scale));--rk-space-8:calc(var(--rk-spacing-unit)*8*var(--rk-density-scale));--rk-control-block:max(var(--rk-target-size),var(--rk-control-height));accent-color:var(--rk-color-accent)}
[data-rampkit-root][data-density=condensed]{--rk-density-scale:.75;--rk-control-block:max(var(--rk-target-size),calc(var(--rk-control-height) - 4px))}
[hidden]{display:none!important}
:focus-visible{outline:var(--rk-focus-ring-width) solid var(--rk-color-focus-ring);outline-offset:var(--rk-focus-ring-offset)}
.rk-visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.rk-stack{display:flex;flex-direction:column;gap:var(--rk-space-3)}
.rk-row{display:flex;flex-wrap:wrap;gap:var(--rk-space-3);align-items:flex-end}
.rk-card{border:1px solid var(--rk-color-border);border-radius:var(--rk-radius-card);padding:var(--rk-space-4);background:var(--rk-color-surface);box-shadow:var(--rk-shadow-card)}
[data-tone=success]{color:var(--rk-color-success)}
[data-tone=danger]{color:var(--rk-color-danger)}
[data-tone=warning]{color:var(--rk-color-warning)}
.rk-link{font:inherit;background:none;border:0;padding:0;color:var(--rk-color-link);text-decoration:underline;cursor:pointer}
a[href]{color:var(--rk-color-link)}
`;
