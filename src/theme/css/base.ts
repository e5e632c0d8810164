// The kit's scope: the reset, the root's text properties, focus, and the layout helpers every
// component uses (stack, row, card, link, tones).
export const BASE_CSS = `
[data-rampkit-root][data-rampkit-root] :where(:not(svg *)),[data-rampkit-root][data-rampkit-root] :where(:not(svg *))::before,[data-rampkit-root][data-rampkit-root] :where(:not(svg *))::after,[data-rampkit-root][data-rampkit-root] ::placeholder,[data-rampkit-root][data-rampkit-root] ::marker{all:revert}
[data-rampkit-root][data-rampkit-root]{display:block;float:none;font-family:var(--rk-font-family);font-size:var(--rk-font-size-base);font-style:normal;font-weight:400;font-variant:normal;font-stretch:normal;line-height:normal;letter-spacing:normal;word-spacing:normal;text-transform:none;text-align:start;text-indent:0;text-shadow:none;white-space:normal;word-break:normal;overflow-wrap:anywhere;hyphens:manual;visibility:visible;cursor:auto;color:var(--rk-color-text);background:var(--rk-color-background)}
[data-rampkit-root][data-rampkit-root] [hidden]{display:none!important}
[data-rampkit-root] :focus-visible{outline:none;box-shadow:var(--rk-focus-ring)}
[data-rampkit-root] .rk-visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
[data-rampkit-root] .rk-stack{display:flex;flex-direction:column;gap:calc(var(--rk-spacing-unit)*3)}
[data-rampkit-root] .rk-row{display:flex;flex-wrap:wrap;gap:calc(var(--rk-spacing-unit)*3);align-items:flex-end}
[data-rampkit-root] .rk-card{border:1px solid var(--rk-color-border);border-radius:var(--rk-radius);padding:calc(var(--rk-spacing-unit)*4);background:var(--rk-color-surface)}
[data-rampkit-root] [data-tone=success]{color:var(--rk-color-success)}
[data-rampkit-root] [data-tone=danger]{color:var(--rk-color-danger)}
[data-rampkit-root] .rk-link{font:inherit;background:none;border:0;padding:0;color:var(--rk-color-link);text-decoration:underline;cursor:pointer}
[data-rampkit-root] a[href]{color:var(--rk-color-link)}
`;
