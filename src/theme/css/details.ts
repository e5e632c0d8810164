// Label/value detail lists (a channel's fee and limits, a quote's breakdown, a transaction's facts).
export const DETAILS_CSS = `
.rk-option>.rk-details,.rk-option>p{grid-column:2}
.rk-details{display:grid;grid-template-columns:fit-content(45%) minmax(0,1fr);gap:var(--rk-spacing-unit) calc(var(--rk-spacing-unit)*4);margin:0}
.rk-details dt{color:var(--rk-color-text-muted)}
.rk-details dd{margin:0;min-width:0;overflow-wrap:anywhere}
.rk-details dt{overflow-wrap:break-word;min-width:0}
.rk-details ul{margin:0;padding-left:1.1em}
`;
