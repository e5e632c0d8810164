// SellFlow and ChannelPicker: the step progress (one line and a segmented bar; done segments are
// 44 px tall buttons back to their step), the reasons a channel does not fit, and the summary of an
// earlier choice (its "Change" a 44 px target like every control).
export const SELL_CSS = `
[data-slot=limit-reason],[data-slot=excluded]{margin:0;color:var(--rk-color-warning)}
.rk-step-progress{display:flex;flex-direction:column;gap:0}
.rk-step-position{margin:0;font-size:var(--rk-font-size-sm);color:var(--rk-color-text-muted)}
.rk-step-position [data-slot=step-name]{color:var(--rk-color-text);font-weight:var(--rk-font-weight-bold)}
.rk-steps{display:flex;gap:var(--rk-space-1);list-style:none;padding:0;margin:-10px 0}
.rk-steps li{flex:1 1 0;min-width:0;display:flex}
.rk-step-segment{position:relative;flex:1;display:block;box-sizing:border-box;min-height:var(--rk-target-size);margin:0;padding:0;border:0;background:none;font:inherit;color:inherit}
.rk-step-segment::after{content:"";position:absolute;inset-inline:0;top:50%;height:6px;margin-top:-3px;border-radius:3px;background:var(--rk-color-border)}
.rk-steps li:is([data-state=done],[data-state=current]) .rk-step-segment::after{background:var(--rk-color-primary)}
.rk-steps li[data-state=current] .rk-step-segment::after{height:12px;margin-top:-6px;border-radius:6px}
button.rk-step-segment{cursor:pointer;border-radius:var(--rk-radius)}
button.rk-step-segment:hover::after{background:color-mix(in srgb,var(--rk-color-primary) 80%,var(--rk-color-text))}
@media (forced-colors:active){.rk-step-segment::after{background:GrayText}.rk-steps li:is([data-state=done],[data-state=current]) .rk-step-segment::after{background:Highlight}}
.rk-choice-summary{display:flex;flex-wrap:wrap;align-items:center;column-gap:var(--rk-space-1);margin:0}.rk-choice-summary>span:last-child{white-space:nowrap}
.rk-choice-summary .rk-link{display:inline-flex;align-items:center;min-height:var(--rk-target-size);min-width:var(--rk-target-size)}
`;
