// TransactionList and Balances: tables, stacked into label/value rows on phones and narrow windows
// (a rule between rows, none under the last: the card or list ends there). A stacked cell's label
// (its column's, from data-label) is for the eye only (empty alternative text): the cell is heard
// with its column header already, its table saying its roles so Safari keeps them. Up to 48rem, so a
// desktop zoomed to 200% (640 px of CSS) reflows instead of running past its card. On wider screens
// dates and amounts read on one line, figures right-aligned in even-width digits so they line up.
// A row's open button is 44 px tall for a finger, its negative margin keeping the row's height.
// The pager's buttons with nothing to do say aria-disabled (focusable), drawn as every such button
// is (primitives.ts).
export const TABLES_CSS = `
.rk-table{border-collapse:collapse;width:100%}
.rk-table th,.rk-table td{text-align:start;padding:calc(var(--rk-spacing-unit)*2);border-bottom:1px solid var(--rk-color-border)}
.rk-table thead th{font-size:var(--rk-font-size-sm);font-weight:var(--rk-font-weight-medium);color:var(--rk-color-text-muted)}
.rk-table tbody th{font-weight:var(--rk-font-weight-medium)}
.rk-table .rk-link{text-align:start}
.rk-tx-table .rk-action-link{margin-block:-10px}
.rk-tx-table [data-slot=date],.rk-tx-table [data-slot=crypto],.rk-tx-table :is([data-slot=crypto],[data-slot=fiat]) [data-slot=amount],.rk-tx-table [data-slot=fiat]{white-space:nowrap}
.rk-tx-table th:nth-child(3),.rk-tx-table th:nth-child(4),.rk-tx-table [data-slot=crypto],.rk-tx-table [data-slot=fiat],.rk-balances-table td,.rk-balances-table thead th:not(:first-child){text-align:end;font-variant-numeric:tabular-nums}
@media (max-width:48rem){.rk-table thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}.rk-table tbody,.rk-table tr{display:block}.rk-table tr{border-bottom:1px solid var(--rk-color-border);padding:var(--rk-spacing-unit) 0}.rk-table tr:last-child{border-bottom:0}.rk-table td,.rk-table tbody th{display:block;position:relative;border:0;padding:var(--rk-spacing-unit) 0;padding-inline-start:42%;overflow-wrap:anywhere;text-align:start;white-space:normal}.rk-tx-table [data-slot=date],.rk-tx-table [data-slot=crypto],.rk-tx-table :is([data-slot=crypto],[data-slot=fiat]) [data-slot=amount],.rk-tx-table [data-slot=fiat],.rk-balances-table td{text-align:start;white-space:normal}.rk-table td::before{content:attr(data-label);content:attr(data-label) / "";position:absolute;inset-inline-start:0;width:40%;overflow-wrap:anywhere;color:var(--rk-color-text-muted);font-weight:400}.rk-balances-table tbody th{padding-inline-start:0}}
`;
