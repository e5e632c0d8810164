// TransactionStatus as a receipt: the status badge and the payout large at the top, the stages as
// a vertical timeline (a marker per stage joined by a line; the markers differ in shape: a check in
// a filled dot, a ring with a centre, a hollow dot, a cross; with the stage's state in words under
// its label), the ids folded under "Details". A failed sale's payout is struck through and muted
// (nothing was paid out: its notice says so), and the notice's sentences stand apart. Under forced
// colours the markers and the line are drawn in system colours. Selectors are written without the scope.
export const TRANSACTION_CSS = `
.rk-receipt{display:flex;flex-direction:column;gap:var(--rk-space-4)}
.rk-receipt-head{display:flex;flex-direction:column;align-items:flex-start;gap:var(--rk-space-1)}
.rk-receipt-head>.rk-badge{margin-bottom:var(--rk-space-2)}
.rk-receipt-head[data-status=Failed] dd{color:var(--rk-color-text-muted);text-decoration:line-through}
.rk-receipt [data-slot=failure] [data-slot=message]{display:flex;flex-direction:column;gap:var(--rk-space-2)}
.rk-timeline{--rk-marker:24px;list-style:none;margin:0;padding:0;display:flex;flex-direction:column}
.rk-timeline>li{position:relative;display:grid;grid-template-columns:var(--rk-marker) minmax(0,1fr);column-gap:var(--rk-space-3);padding-bottom:var(--rk-space-4);color:var(--rk-color-text-muted)}
.rk-timeline>li:last-child{padding-bottom:0}
.rk-timeline>li:not(:last-child)::before{content:"";position:absolute;inset-inline-start:calc(var(--rk-marker)/2 - 1px);top:calc(var(--rk-marker) + 2px);bottom:2px;width:2px;border-radius:1px;background:var(--rk-color-border)}
.rk-timeline>li[data-state=done]:not(:last-child)::before{background:var(--rk-color-success)}
.rk-timeline [data-slot=marker]{grid-row:1/span 2;display:flex;align-items:center;justify-content:center;box-sizing:border-box;width:var(--rk-marker);height:var(--rk-marker);border-radius:50%;border:2px solid var(--rk-color-border);background:var(--rk-color-background);color:var(--rk-color-background)}
.rk-timeline [data-slot=marker]>svg[data-icon]{width:14px;height:14px;stroke-width:3}
.rk-timeline>li[data-state=done] [data-slot=marker]{border-color:var(--rk-color-success);background:var(--rk-color-success)}
.rk-timeline>li[data-state=current] [data-slot=marker]{border-color:var(--rk-color-link);box-shadow:0 0 0 4px color-mix(in srgb,var(--rk-color-link) 18%,transparent)}
.rk-timeline>li[data-state=current] [data-slot=marker]::after{content:"";width:10px;height:10px;border-radius:50%;background:var(--rk-color-link)}
.rk-timeline>li[data-state=failed] [data-slot=marker]{border-color:var(--rk-color-danger);background:var(--rk-color-danger);border-radius:6px}
.rk-timeline [data-slot=label]{align-self:center;min-height:var(--rk-marker);display:flex;align-items:center;font-size:var(--rk-font-size-base);line-height:1.3;overflow-wrap:break-word;hyphens:auto}
.rk-timeline [data-slot=when]{font-size:var(--rk-font-size-sm);line-height:1.4}
.rk-timeline>li:is([data-state=done],[data-state=current],[data-state=failed]) [data-slot=label]{color:var(--rk-color-text)}
.rk-timeline>li[data-state=current] [data-slot=label]{font-weight:var(--rk-font-weight-bold)}
.rk-timeline>li[data-state=failed] [data-slot=label]{font-weight:var(--rk-font-weight-bold);color:color-mix(in srgb,var(--rk-color-danger) 80%,var(--rk-color-text))}
.rk-support-details{font-size:var(--rk-font-size-sm);color:var(--rk-color-text-muted);border-top:1px solid var(--rk-color-border);padding-top:var(--rk-space-2)}
.rk-support-details>.rk-detail-list{border-top:0;padding-top:var(--rk-space-1)}
.rk-receipt [data-slot=refunds]>.rk-plain-list{margin:0;padding:0;list-style:none;font-size:var(--rk-font-size-sm)}
@media (forced-colors:active){.rk-timeline [data-slot=marker]{border-color:CanvasText;background:Canvas;color:CanvasText;forced-color-adjust:none}.rk-timeline>li[data-state=done] [data-slot=marker],.rk-timeline>li[data-state=failed] [data-slot=marker]{background:CanvasText;color:Canvas}.rk-timeline>li[data-state=current] [data-slot=marker]{border-color:Highlight;box-shadow:none}.rk-timeline>li[data-state=current] [data-slot=marker]::after{background:Highlight}.rk-timeline>li:not(:last-child)::before{background:CanvasText;forced-color-adjust:none}.rk-timeline>li[data-state=upcoming] [data-slot=marker]{border-style:dashed}}
`;
