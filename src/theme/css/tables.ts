// TransactionList and Balances: tables, stacked into label/value rows on phones.
export const TABLES_CSS = `
.rk-table{border-collapse:collapse;width:100%}
.rk-table th,.rk-table td{text-align:left;padding:calc(var(--rk-spacing-unit)*2);border-bottom:1px solid var(--rk-color-border)}
@media (max-width:30rem){.rk-table thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}.rk-table tbody,.rk-table tr{display:block}.rk-table tr{border-bottom:1px solid var(--rk-color-border);padding:var(--rk-spacing-unit) 0}.rk-table td,.rk-table tbody th{display:block;position:relative;border:0;padding:var(--rk-spacing-unit) 0;padding-inline-start:42%;overflow-wrap:anywhere}.rk-table td::before,.rk-table tbody th::before{content:attr(data-label);position:absolute;inset-inline-start:0;width:40%;overflow-wrap:anywhere;color:var(--rk-color-text-muted);font-weight:400}}
`;
