// What every component uses: hidden parts, focus, the layout helpers (stack, row, card), links and
// tones. The resets and the root's text properties are in ../scope.ts.
export const BASE_CSS = `
[hidden]{display:none!important}
:focus-visible{outline:none;box-shadow:var(--rk-focus-ring)}
.rk-visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.rk-stack{display:flex;flex-direction:column;gap:calc(var(--rk-spacing-unit)*3)}
.rk-row{display:flex;flex-wrap:wrap;gap:calc(var(--rk-spacing-unit)*3);align-items:flex-end}
.rk-card{border:1px solid var(--rk-color-border);border-radius:var(--rk-radius);padding:calc(var(--rk-spacing-unit)*4);background:var(--rk-color-surface)}
[data-tone=success]{color:var(--rk-color-success)}
[data-tone=danger]{color:var(--rk-color-danger)}
.rk-link{font:inherit;background:none;border:0;padding:0;color:var(--rk-color-link);text-decoration:underline;cursor:pointer}
a[href]{color:var(--rk-color-link)}
`;
