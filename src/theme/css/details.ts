// Label/value detail lists: the grid of a channel's fee and limits and a transaction's facts
// (.rk-details; inside an option card on a phone, each label over its value so no value wraps in a
// narrow column), and the lines of a price (.rk-detail-list: label muted on the left, value on the
// right, one line each, wrapping under the label when it does not fit).
export const DETAILS_CSS = `
.rk-option>.rk-details,.rk-option>p{grid-column:2}
.rk-details{display:grid;grid-template-columns:fit-content(45%) minmax(0,1fr);gap:var(--rk-spacing-unit) calc(var(--rk-spacing-unit)*4);margin:0}
.rk-details dt{color:var(--rk-color-text-muted)}
.rk-details dd{margin:0;min-width:0;overflow-wrap:break-word}
.rk-details dt{overflow-wrap:break-word;min-width:0}
.rk-details ul{margin:0;padding-left:1.1em}
@media (max-width:479.98px){.rk-option>.rk-details{grid-template-columns:minmax(0,1fr);row-gap:0}.rk-option>.rk-details dt{font-size:var(--rk-font-size-sm)}.rk-option>.rk-details dd+dt{margin-top:var(--rk-space-2)}}
.rk-detail-list{display:flex;flex-direction:column;gap:var(--rk-space-2);margin:0;padding-top:var(--rk-space-3);border-top:1px solid var(--rk-color-border);font-size:var(--rk-font-size-sm);line-height:1.45}
.rk-detail-list>div{display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;gap:0 var(--rk-space-4)}
.rk-detail-list dt{color:var(--rk-color-text-muted);min-width:0;overflow-wrap:break-word}
.rk-detail-list dd{margin:0 0 0 auto;min-width:0;text-align:end;color:var(--rk-color-text);overflow-wrap:break-word}
.rk-detail-list>[data-slot=breakdown-item]{padding-inline-start:var(--rk-space-3)}
.rk-detail-list>[data-slot=breakdown-item]>:is(dt,dd){font-size:var(--rk-font-size-xs)}
`;
