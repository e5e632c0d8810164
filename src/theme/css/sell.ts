// SellFlow and ChannelPicker: the channel step's group named by its legend for screen readers only
// (the step's heading above says the same words), the step progress (one line and a segmented bar; done segments are
// 44 px tall buttons back to their step), the reasons a channel does not fit, the summary of an
// earlier choice (its words in a column that wraps, its "Change" a 44 px target at the row's end), and the amount step (ADR 0160):
// one 56 px field drawing its own outline, the amount at 28/600 in tabular figures, the currency as
// a pill and a 44×44 swap button inside it; under it the live line (what was read ≈ its other side,
// the rate) and the limits as help, which an error replaces. The focus ring is the field's when the
// input has focus, the button's own when it has. Forced colours keep the outline and the ring in
// system colours. Country and currency share a row that wraps: the currency goes under the country
// when the kit is narrower than both (at 320 px, "Deutschland" lost its last letter to WCAG 1.4.12's
// text spacing beside it).
export const SELL_CSS = `
[data-slot=limit-reason],[data-slot=excluded]{margin:0;color:var(--rk-color-warning)}
[data-slot=channel-step] [data-slot=channels]>legend{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.rk-step-progress{display:flex;flex-direction:column;gap:0}
.rk-step-position{margin:0;font-size:var(--rk-font-size-sm);color:var(--rk-color-text-muted)}
.rk-step-position [data-slot=step-name]{color:var(--rk-color-text);font-weight:var(--rk-font-weight-bold)}
.rk-steps{display:flex;gap:var(--rk-space-1);list-style:none;padding:0;margin:0}
.rk-steps li{flex:1 1 0;min-width:0;display:flex}
.rk-step-segment{position:relative;flex:1;display:block;box-sizing:border-box;min-height:var(--rk-target-size);margin:0;padding:0;border:0;background:none;font:inherit;color:inherit}
.rk-step-segment::after{content:"";position:absolute;inset-inline:0;top:50%;height:6px;margin-top:-3px;border-radius:3px;background:var(--rk-color-border)}
.rk-steps li:is([data-state=done],[data-state=current]) .rk-step-segment::after{background:var(--rk-color-primary)}
.rk-steps li[data-state=current] .rk-step-segment::after{height:12px;margin-top:-6px;border-radius:6px}
button.rk-step-segment{cursor:pointer;border-radius:var(--rk-radius)}
button.rk-step-segment:hover::after{background:color-mix(in srgb,var(--rk-color-primary) 80%,var(--rk-color-text))}
@media (forced-colors:active){.rk-step-segment::after{background:GrayText}.rk-steps li:is([data-state=done],[data-state=current]) .rk-step-segment::after{background:Highlight}}
.rk-choice-summary{display:grid;grid-template-columns:minmax(0,1fr) auto;align-items:center;column-gap:var(--rk-space-3);margin:0}
.rk-choice-summary strong{display:inline-block}
.rk-choice-summary .rk-link{display:inline-flex;align-items:center;min-height:var(--rk-target-size);min-width:var(--rk-target-size)}
.rk-amount-field{display:flex;align-items:center;gap:var(--rk-space-2);box-sizing:border-box;min-height:max(var(--rk-control-height-large),var(--rk-target-size));padding-inline:var(--rk-space-3) var(--rk-space-1);border:1px solid var(--rk-color-input-border);border-radius:var(--rk-radius-input);background:var(--rk-color-input-background);color:var(--rk-color-text)}
.rk-amount-field:hover{border-color:var(--rk-color-text-muted)}
.rk-amount-field:has(>input:focus-visible){outline:var(--rk-focus-ring-width) solid var(--rk-color-focus-ring);outline-offset:var(--rk-focus-ring-offset)}
.rk-amount-field[data-state=invalid]{border-color:var(--rk-color-danger);box-shadow:inset 0 0 0 1px var(--rk-color-danger)}
.rk-amount-field[data-state=invalid]:has(>input:focus-visible){outline-color:var(--rk-color-danger)}
.rk-amount-field>input[data-slot=amount-input]{flex:1;width:0;min-height:var(--rk-target-size);padding:0;border:0;background:none;outline:none;font-size:var(--rk-font-size-xl);font-weight:var(--rk-font-weight-bold);line-height:1.2;letter-spacing:-.01em;font-variant-numeric:tabular-nums;color:var(--rk-color-text)}
.rk-amount-field>input[data-slot=amount-input]::placeholder{color:var(--rk-color-text-muted);font-weight:var(--rk-font-weight-normal)}
.rk-currency-pill{flex:none;display:inline-flex;align-items:center;gap:var(--rk-space-1);min-height:32px;box-sizing:border-box;padding:2px var(--rk-space-3);border-radius:var(--rk-radius-pill);border:1px solid var(--rk-color-border);background:var(--rk-color-surface);font-size:var(--rk-font-size-sm);font-weight:var(--rk-font-weight-bold);line-height:1.2;white-space:nowrap;color:var(--rk-color-text)}
.rk-currency-pill>[data-slot=test-tag]{padding:0 var(--rk-space-1);border-radius:4px;font-size:var(--rk-font-size-xs);font-weight:var(--rk-font-weight-medium);color:color-mix(in srgb,var(--rk-color-warning) 80%,var(--rk-color-text));background:color-mix(in srgb,var(--rk-color-warning) 14%,var(--rk-color-background))}
.rk-amount-swap{flex:none;display:inline-grid;place-items:center;width:var(--rk-target-size);height:var(--rk-target-size);padding:0;border:0;border-radius:var(--rk-radius-pill);background:transparent;color:var(--rk-color-link);cursor:pointer}
.rk-amount-swap:hover:not(:disabled){background:var(--rk-color-surface)}
.rk-amount-swap:disabled{color:var(--rk-color-text-muted);cursor:not-allowed}
.rk-amount-swap:focus-visible{outline-offset:-2px}
.rk-amount-line{display:flex;flex-direction:column;gap:2px;margin:0;font-size:var(--rk-font-size-sm);font-variant-numeric:tabular-nums;color:var(--rk-color-text)}
.rk-amount-line>[data-slot=rate]{color:var(--rk-color-text-muted)}
.rk-amount-step [data-slot=amount-error-region]:empty{display:none}
.rk-amount-step>.rk-button[data-slot=continue]{margin-top:var(--rk-space-2)}
@media (max-width:479.98px){.rk-amount-step>.rk-button[data-slot=continue]{width:100%}.rk-amount-field[data-size=long]>input[data-slot=amount-input]{font-size:var(--rk-font-size-lg)}}
@media (max-width:479.98px){[data-slot=verification]>.rk-action-bar{background:var(--rk-color-surface)}}
[data-slot=amount-skeleton] [data-slot=skeleton-label]{display:flex;align-items:center;min-height:1.4em}
[data-slot=amount-skeleton]>.rk-amount-skeleton-continue{margin-top:var(--rk-space-2)}
[data-slot=progress-pending] .rk-step-segment{flex:1}
[data-slot=location]{max-width:var(--rk-max-width)}
[data-slot=location]>.rk-field{min-width:0}
[data-slot=location]>.rk-field:first-child{flex:1 1 10em}
[data-slot=location] select{width:100%}
@media (forced-colors:active){.rk-amount-field[data-state=invalid]{border-width:2px}.rk-amount-field:has(>input:focus-visible){outline-color:Highlight}}
`;
