// SellFlow and ChannelPicker: the step list, the reasons a channel does not fit, and the summary of
// an earlier choice (its "Change" a 44 px target like every control).
export const SELL_CSS = `
[data-slot=limit-reason],[data-slot=excluded]{margin:0;color:var(--rk-color-warning)}
.rk-steps{display:flex;flex-wrap:wrap;gap:calc(var(--rk-spacing-unit)*2);list-style:none;padding:0;margin:0}
.rk-steps li{padding:var(--rk-spacing-unit) calc(var(--rk-spacing-unit)*2);border-radius:var(--rk-radius);border:1px solid var(--rk-color-border);color:var(--rk-color-text-muted)}
.rk-steps li[data-state=current]{border-color:var(--rk-color-primary);color:var(--rk-color-text);font-weight:600}
.rk-steps li[data-state=done]{color:var(--rk-color-success)}
.rk-choice-summary{display:flex;flex-wrap:wrap;align-items:center;column-gap:var(--rk-space-1);margin:0}.rk-choice-summary>span:last-child{white-space:nowrap}
.rk-choice-summary .rk-link{display:inline-flex;align-items:center;min-height:var(--rk-target-size);min-width:var(--rk-target-size)}
`;
