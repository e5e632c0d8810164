// TransactionStatus: the timeline and the outcome summary.
export const TRANSACTION_CSS = `
.rk-timeline{display:flex;flex-wrap:wrap;gap:calc(var(--rk-spacing-unit)*2);list-style:none;padding:0;margin:0}
.rk-timeline li{padding:var(--rk-spacing-unit) calc(var(--rk-spacing-unit)*2);border-radius:var(--rk-radius);border:1px solid var(--rk-color-border);color:var(--rk-color-text-muted)}
.rk-timeline li[data-state=current]{border-color:var(--rk-color-primary);color:var(--rk-color-text);font-weight:600}
.rk-timeline li[data-state=done]{color:var(--rk-color-success)}
[data-slot=summary][data-tone=success]::before{content:"✓ ";content:"✓ " / ""}
[data-slot=summary][data-tone=success],[data-slot=summary][data-tone=danger]{border-inline-start:4px solid currentColor;padding-inline-start:calc(var(--rk-spacing-unit)*2)}
.rk-timeline li[data-state=failed]{color:var(--rk-color-danger);border-color:var(--rk-color-danger)}
`;
