// The kit's rules, scoped to [data-rampkit-root] and the rk- class prefix so nothing leaks into the
// host page. stylesheet.ts puts the theme tokens in front. No imports: the library build reads this
// file directly to write dist/styles.css.
//
// Hostile host themes (docs/adr/0031): the root sets every
// inherited text property itself, and a scoped reset gives each element inside the kit back the
// browser's defaults (all: revert) for whatever the kit does not set, ignoring the host's element
// and attribute rules (`input { width: 100% }`, `button { all: unset }`, `div { display: flex }`,
// `input[type=radio] {...}`). Specificity is the whole mechanism:
//   host element/attribute rules  (0,0,1)…(0,1,2)
//   < the reset                    (0,2,0)  [data-rampkit-root][data-rampkit-root] :where(…)
//   <= every kit rule              (0,2,0)+ written after the reset, so ties go to the kit
//   <= a host rule that names the kit, e.g. [data-rampkit-root] [data-slot=title], loaded later.
// SVG content is left out of the reset: revert would drop its presentation attributes (fill=…).
// Long words and ids wrap anywhere (overflow-wrap on the root) rather than push the kit wider than
// a phone's screen, and no part has a minimum width above its container's.
// Every rule below the reset must therefore reach (0,2,0): a bare element under the root is only
// (0,1,1) and would lose to the reset. The root's own rule comes after it too: a kit root inside
// another (a provider nested in a provider) is reset like any element, then themed again.
export const RAMPKIT_RULES_CSS = `
[data-rampkit-root][data-rampkit-root] :where(:not(svg *)),[data-rampkit-root][data-rampkit-root] :where(:not(svg *))::before,[data-rampkit-root][data-rampkit-root] :where(:not(svg *))::after,[data-rampkit-root][data-rampkit-root] ::placeholder,[data-rampkit-root][data-rampkit-root] ::marker{all:revert}
[data-rampkit-root][data-rampkit-root]{display:block;float:none;font-family:var(--rk-font-family);font-size:var(--rk-font-size-base);font-style:normal;font-weight:400;font-variant:normal;font-stretch:normal;line-height:normal;letter-spacing:normal;word-spacing:normal;text-transform:none;text-align:start;text-indent:0;text-shadow:none;white-space:normal;word-break:normal;overflow-wrap:anywhere;hyphens:manual;visibility:visible;cursor:auto;color:var(--rk-color-text);background:var(--rk-color-background)}
[data-rampkit-root][data-rampkit-root] [hidden]{display:none!important}
[data-rampkit-root] .rk-button{font:inherit;cursor:pointer;border-radius:var(--rk-radius);padding:calc(var(--rk-spacing-unit)*2) calc(var(--rk-spacing-unit)*4);border:1px solid var(--rk-color-primary);background:var(--rk-color-primary);color:var(--rk-color-primary-text)}
[data-rampkit-root] .rk-button[data-variant=secondary]{background:transparent;color:var(--rk-color-link)}
[data-rampkit-root] .rk-button:disabled{opacity:.55;cursor:not-allowed}
[data-rampkit-root] :focus-visible{outline:none;box-shadow:var(--rk-focus-ring)}
[data-rampkit-root] .rk-error-panel{border:2px solid var(--rk-color-danger);border-radius:var(--rk-radius);padding:calc(var(--rk-spacing-unit)*3) calc(var(--rk-spacing-unit)*4);color:var(--rk-color-text);background:var(--rk-color-surface)}
[data-rampkit-root] .rk-error-panel [data-slot=title]{margin:0 0 calc(var(--rk-spacing-unit)*2);font-size:1em;color:var(--rk-color-danger)}
[data-rampkit-root] .rk-error-panel a{color:var(--rk-color-link)}
[data-rampkit-root] .rk-skeleton{display:block;border-radius:var(--rk-radius);background:linear-gradient(90deg,var(--rk-color-surface),var(--rk-color-border),var(--rk-color-surface));background-size:200% 100%;animation:rk-shimmer 1.2s infinite linear;min-height:1em}
@media (prefers-reduced-motion:reduce){[data-rampkit-root] .rk-skeleton{animation:none}}
@keyframes rk-shimmer{from{background-position:200% 0}to{background-position:-200% 0}}
[data-rampkit-root] .rk-copy-field{display:flex;gap:calc(var(--rk-spacing-unit)*2);align-items:center}
[data-rampkit-root] .rk-copy-field [data-slot=value]{font-family:ui-monospace,monospace;overflow-wrap:anywhere}
[data-rampkit-root] .rk-visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
[data-rampkit-root] .rk-stack{display:flex;flex-direction:column;gap:calc(var(--rk-spacing-unit)*3)}
[data-rampkit-root] [data-slot=offline-notice]:empty{position:absolute}
[data-rampkit-root] .rk-row{display:flex;flex-wrap:wrap;gap:calc(var(--rk-spacing-unit)*3);align-items:flex-end}
[data-rampkit-root] .rk-card{border:1px solid var(--rk-color-border);border-radius:var(--rk-radius);padding:calc(var(--rk-spacing-unit)*4);background:var(--rk-color-surface)}
[data-rampkit-root] .rk-field{display:flex;flex-direction:column;gap:var(--rk-spacing-unit);min-width:min(12rem,100%)}
[data-rampkit-root] .rk-input,[data-rampkit-root] :is(select,input):not([type=radio]):not([type=checkbox]){font:inherit;color:var(--rk-color-text);background:var(--rk-color-background);border:1px solid var(--rk-color-border);border-radius:var(--rk-radius);padding:calc(var(--rk-spacing-unit)*2) calc(var(--rk-spacing-unit)*3);box-sizing:border-box;min-width:0;max-width:100%}
[data-rampkit-root] [aria-invalid=true],[data-rampkit-root] :is(select,input,textarea):not([type=radio]):not([type=checkbox])[aria-invalid=true]{border-color:var(--rk-color-danger)}
[data-rampkit-root] .rk-help{margin:0;color:var(--rk-color-text-muted);font-size:.875em}
[data-rampkit-root] .rk-field-error p,[data-rampkit-root] [data-slot=field-error]{margin:0;color:var(--rk-color-danger);font-size:.875em}
[data-rampkit-root] .rk-fieldset,[data-rampkit-root] .rk-radio-group{border:1px solid var(--rk-color-border);border-radius:var(--rk-radius);padding:calc(var(--rk-spacing-unit)*3);margin:0;display:flex;flex-direction:column;gap:calc(var(--rk-spacing-unit)*2);min-inline-size:0}
[data-rampkit-root] :is(.rk-fieldset,.rk-radio-group,fieldset)>legend{font-weight:600;padding:0 var(--rk-spacing-unit)}
[data-rampkit-root] .rk-option{display:grid;grid-template-columns:auto 1fr;gap:calc(var(--rk-spacing-unit)*1) calc(var(--rk-spacing-unit)*3);padding:calc(var(--rk-spacing-unit)*3);border:1px solid var(--rk-color-border);border-radius:var(--rk-radius)}
[data-rampkit-root] .rk-option[data-state=checked]{border-color:var(--rk-color-primary);box-shadow:inset 0 0 0 1px var(--rk-color-primary)}
[data-rampkit-root] .rk-option[data-disabled]{border-style:dashed}
[data-rampkit-root] .rk-option>.rk-details,[data-rampkit-root] .rk-option>p{grid-column:2}
[data-rampkit-root] .rk-details{display:grid;grid-template-columns:fit-content(45%) minmax(0,1fr);gap:var(--rk-spacing-unit) calc(var(--rk-spacing-unit)*4);margin:0}
[data-rampkit-root] .rk-details dt{color:var(--rk-color-text-muted)}
[data-rampkit-root] .rk-details dd{margin:0;min-width:0;overflow-wrap:anywhere}
[data-rampkit-root] .rk-details dt{overflow-wrap:break-word;min-width:0}
[data-rampkit-root] .rk-details ul{margin:0;padding-left:1.1em}
[data-rampkit-root] [data-slot=limit-reason],[data-rampkit-root] [data-slot=excluded]{margin:0;color:var(--rk-color-warning)}
[data-rampkit-root] .rk-steps,[data-rampkit-root] .rk-timeline{display:flex;flex-wrap:wrap;gap:calc(var(--rk-spacing-unit)*2);list-style:none;padding:0;margin:0}
[data-rampkit-root] .rk-steps li,[data-rampkit-root] .rk-timeline li{padding:var(--rk-spacing-unit) calc(var(--rk-spacing-unit)*2);border-radius:var(--rk-radius);border:1px solid var(--rk-color-border);color:var(--rk-color-text-muted)}
[data-rampkit-root] .rk-steps li[data-state=current],[data-rampkit-root] .rk-timeline li[data-state=current]{border-color:var(--rk-color-primary);color:var(--rk-color-text);font-weight:600}
[data-rampkit-root] .rk-steps li[data-state=done],[data-rampkit-root] .rk-timeline li[data-state=done]{color:var(--rk-color-success)}
[data-rampkit-root] [data-tone=success]{color:var(--rk-color-success)}
[data-rampkit-root] [data-tone=danger]{color:var(--rk-color-danger)}
[data-rampkit-root] [data-slot=summary][data-tone=success]::before{content:"✓ "}
[data-rampkit-root] [data-slot=summary][data-tone=success],[data-rampkit-root] [data-slot=summary][data-tone=danger]{border-inline-start:4px solid currentColor;padding-inline-start:calc(var(--rk-spacing-unit)*2)}
[data-rampkit-root] .rk-timeline li[data-state=failed]{color:var(--rk-color-danger);border-color:var(--rk-color-danger)}
[data-rampkit-root] [data-slot=countdown][data-state=ending]{color:var(--rk-color-warning);font-weight:600}
[data-rampkit-root] [data-slot=countdown][data-state=expired],[data-rampkit-root] [data-slot=price-changed]{color:var(--rk-color-danger)}
[data-rampkit-root] .rk-table{border-collapse:collapse;width:100%}
[data-rampkit-root] .rk-table th,[data-rampkit-root] .rk-table td{text-align:left;padding:calc(var(--rk-spacing-unit)*2);border-bottom:1px solid var(--rk-color-border)}
@media (max-width:30rem){[data-rampkit-root] .rk-table thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}[data-rampkit-root] .rk-table tbody,[data-rampkit-root] .rk-table tr{display:block}[data-rampkit-root] .rk-table tr{border-bottom:1px solid var(--rk-color-border);padding:var(--rk-spacing-unit) 0}[data-rampkit-root] .rk-table td,[data-rampkit-root] .rk-table tbody th{display:block;position:relative;border:0;padding:var(--rk-spacing-unit) 0;padding-inline-start:42%;overflow-wrap:anywhere}[data-rampkit-root] .rk-table td::before,[data-rampkit-root] .rk-table tbody th::before{content:attr(data-label);position:absolute;inset-inline-start:0;width:40%;overflow-wrap:anywhere;color:var(--rk-color-text-muted);font-weight:400}}
[data-rampkit-root] .rk-link{font:inherit;background:none;border:0;padding:0;color:var(--rk-color-link);text-decoration:underline;cursor:pointer}
[data-rampkit-root] a[href]{color:var(--rk-color-link)}
[data-rampkit-root] .rk-checkbox{display:flex;gap:calc(var(--rk-spacing-unit)*2);align-items:flex-start}
`;
