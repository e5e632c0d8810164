// TransactionList and Balances: tables, stacked into label/value rows on phones.
export const TABLES_CSS = `
[data-rampkit-root] .rk-table{border-collapse:collapse;width:100%}
[data-rampkit-root] .rk-table th,[data-rampkit-root] .rk-table td{text-align:left;padding:calc(var(--rk-spacing-unit)*2);border-bottom:1px solid var(--rk-color-border)}
@media (max-width:30rem){[data-rampkit-root] .rk-table thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}[data-rampkit-root] .rk-table tbody,[data-rampkit-root] .rk-table tr{display:block}[data-rampkit-root] .rk-table tr{border-bottom:1px solid var(--rk-color-border);padding:var(--rk-spacing-unit) 0}[data-rampkit-root] .rk-table td,[data-rampkit-root] .rk-table tbody th{display:block;position:relative;border:0;padding:var(--rk-spacing-unit) 0;padding-inline-start:42%;overflow-wrap:anywhere}[data-rampkit-root] .rk-table td::before,[data-rampkit-root] .rk-table tbody th::before{content:attr(data-label);position:absolute;inset-inline-start:0;width:40%;overflow-wrap:anywhere;color:var(--rk-color-text-muted);font-weight:400}}
`;
