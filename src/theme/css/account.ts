// The account components: CustomerStatus and OnboardingLauncher (the standing as a badge and one
// sentence, reasons, checklists, Details folded), DepositRule (trigger options, the deposit
// address with its QR code at most 240 px), BankDepositDetails (the currency as a segmented
// choice), VirtualAccounts and Balances. Selectors are written without the scope (styles.ts adds it).
export const ACCOUNT_CSS = `
.rk-standing{display:flex;flex-direction:column;align-items:flex-start;gap:var(--rk-space-2)}
.rk-standing:empty{display:none}
.rk-standing>[data-slot=message]{margin:0}
.rk-reasons{display:flex;flex-direction:column;gap:var(--rk-space-1);padding:var(--rk-space-3) var(--rk-space-4);border-radius:var(--rk-radius-input);background:var(--rk-color-background);border:1px solid var(--rk-color-border)}
.rk-reasons p{margin:0;font-size:var(--rk-font-size-sm);color:var(--rk-color-text-muted)}
.rk-reasons ul{margin:0;padding-left:1.1em}
.rk-checklist{margin:0;padding-left:1.25em;display:flex;flex-direction:column;gap:var(--rk-space-1)}
.rk-plain-list{list-style:none;margin:0;padding:0}
.rk-next-step:empty{display:none}
.rk-next-step>.rk-button,[data-slot=onboarding-launcher]>.rk-button{align-self:flex-start}
@media (max-width:479.98px){.rk-next-step>.rk-button,[data-slot=onboarding-launcher]>.rk-button{align-self:stretch;width:100%}}
[data-slot=onboarding-launcher]{display:flex;flex-direction:column;gap:var(--rk-space-3)}
[data-slot=onboarding-status]:empty{display:none}
[data-slot=onboarding-status]:focus{outline:none}
[data-slot=missing-steps] p{margin:0 0 var(--rk-space-1)}
.rk-disclosure{border-top:1px solid var(--rk-color-border);padding-top:var(--rk-space-1)}
.rk-disclosure[open]>summary{margin-bottom:var(--rk-space-2)}
.rk-disclosure>.rk-heading{margin:var(--rk-space-2) 0 var(--rk-space-1)}
.rk-disclosure .rk-checklist{font-size:var(--rk-font-size-sm)}
.rk-deposit-rule .rk-option>.rk-option-label{display:grid;grid-template-columns:20px minmax(0,1fr);gap:2px var(--rk-space-3)}
.rk-deposit-rule .rk-option>.rk-option-label>input{grid-row:1/3}
.rk-deposit-rule [data-slot=option-title]{font-weight:var(--rk-font-weight-bold)}
.rk-deposit-amount>.rk-field{flex:1 1 12rem}
.rk-deposit-rule [data-slot=quoted] p{margin:0}
.rk-deposit-address{display:flex;flex-direction:column;gap:var(--rk-space-4)}
.rk-deposit-address [data-slot=qr],.rk-deposit-address [data-slot=qr-placeholder]{display:block;width:min(240px,100%);height:auto;aspect-ratio:1;margin-inline:auto;border-radius:var(--rk-radius-input);background:#fff;image-rendering:pixelated}
:is(.rk-bank-details,.rk-deposit-address) .rk-copy-field{display:grid;grid-template-columns:minmax(0,1fr) auto;grid-template-areas:"label label" "value button";column-gap:var(--rk-space-3);row-gap:2px;align-items:center;padding-block:var(--rk-space-2);border-bottom:1px solid var(--rk-color-border)}
:is(.rk-bank-details,.rk-deposit-address) .rk-copy-field>[data-slot=text]{display:contents}
:is(.rk-bank-details,.rk-deposit-address) .rk-copy-field>[data-slot=text]>[data-slot=label]{grid-area:label;font-size:var(--rk-font-size-sm);color:var(--rk-color-text-muted)}
:is(.rk-bank-details,.rk-deposit-address) .rk-copy-field>[data-slot=text]>[data-slot=value]{grid-area:value;min-width:0;font-size:var(--rk-font-size-base)}
:is(.rk-bank-details,.rk-deposit-address) .rk-copy-field>.rk-button{grid-area:button;min-width:var(--rk-target-size);padding-inline:var(--rk-space-3)}
.rk-deposit-address .rk-copy-field>[data-slot=value]{overflow-wrap:break-word}
.rk-segmented{display:flex;flex-wrap:wrap;gap:var(--rk-space-2);border:0;margin:0;padding:0;min-inline-size:0}
.rk-segmented>legend{float:left;width:100%;margin-bottom:var(--rk-space-1);padding:0}
.rk-segmented>legend+*{clear:both}
.rk-segment{position:relative;display:inline-flex;align-items:center;gap:var(--rk-space-2);min-height:var(--rk-target-size);padding:var(--rk-space-2) var(--rk-space-3);border:1px solid var(--rk-color-input-border);border-radius:var(--rk-radius-pill);background:var(--rk-color-input-background);cursor:pointer}
.rk-segment>input{margin:0}
.rk-segment[data-state=checked]{border-color:var(--rk-color-accent);box-shadow:inset 0 0 0 1px var(--rk-color-accent);font-weight:var(--rk-font-weight-medium)}
.rk-segment [data-value=code]{font-size:var(--rk-font-size-sm);color:var(--rk-color-text-muted)}
.rk-skeleton-copy{gap:var(--rk-space-1)}
.rk-address{font-family:var(--rk-font-family-mono);font-size:.9375em;overflow-wrap:break-word;hyphens:none}
.rk-account-item-head{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:flex-start;gap:var(--rk-space-2)}
.rk-account-name{margin:0;font-weight:var(--rk-font-weight-bold);font-variant-numeric:tabular-nums;white-space:nowrap}
.rk-action-row{display:flex;flex-wrap:wrap;gap:var(--rk-space-3)}
@media (max-width:479.98px){.rk-action-row{flex-direction:column;align-items:stretch}.rk-action-row>.rk-button{width:100%}}
.rk-live-line:empty{display:none}
.rk-balances .rk-table tbody th{font-weight:var(--rk-font-weight-medium)}
.rk-balances .rk-table td{font-variant-numeric:tabular-nums}
@media (forced-colors:active){.rk-segment[data-state=checked]{outline:2px solid Highlight;outline-offset:-2px}.rk-reasons{border-color:CanvasText}}
`;
