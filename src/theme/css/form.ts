// Fields and choices: the Field primitive (label 14/500 above, help that the error replaces under
// the control, "(optional)"), inputs at the control height, floating labels, fieldsets, radio
// options, checkboxes. Selectors are written without the scope (styles.ts adds it).
export const FORM_CSS = `
.rk-field{display:flex;flex-direction:column;gap:var(--rk-space-1);min-width:min(12rem,100%)}
.rk-field>label,.rk-label{font-size:var(--rk-font-size-sm);font-weight:var(--rk-font-weight-medium);line-height:1.4;color:var(--rk-color-text)}
.rk-label>[data-slot=optional]{font-weight:var(--rk-font-weight-normal);color:var(--rk-color-text-muted)}
.rk-input,:is(select,input):not([type=radio]):not([type=checkbox]),textarea:not(.rk-x){font:inherit;font-size:var(--rk-font-size-base);color:var(--rk-color-text);background:var(--rk-color-input-background);border:1px solid var(--rk-color-input-border);border-radius:var(--rk-radius-input);padding:var(--rk-space-2) var(--rk-space-3);box-sizing:border-box;min-height:var(--rk-control-block);min-width:0;max-width:100%}
.rk-input:hover,:is(select,input):not([type=radio]):not([type=checkbox]):hover{border-color:var(--rk-color-text-muted)}
.rk-input::placeholder,input:not(.rk-x)::placeholder{color:var(--rk-color-text-muted);opacity:1}
[aria-invalid=true],:is(select,input,textarea):not([type=radio]):not([type=checkbox])[aria-invalid=true]{border-color:var(--rk-color-danger)}
.rk-help{margin:0;color:var(--rk-color-text-muted);font-size:var(--rk-font-size-sm)}
.rk-field-error p,[data-slot=field-error]{margin:0;color:var(--rk-color-danger);font-size:var(--rk-font-size-sm)}
[data-slot=field-message]:empty{display:none}
[data-labels=floating] .rk-field[data-control=text]{display:grid;grid-template-areas:"control" "message";gap:var(--rk-space-1)}
[data-labels=floating] .rk-field[data-control=text]>.rk-label{grid-area:control;align-self:start;z-index:1;margin:6px 0 0 calc(var(--rk-space-3) + 1px);font-size:var(--rk-font-size-xs);line-height:1.2;color:var(--rk-color-text-muted);pointer-events:none}
[data-labels=floating] .rk-field[data-control=text]>:is(input,select,textarea,.rk-input){grid-area:control;padding-top:calc(var(--rk-space-2) + 14px);min-height:max(56px,var(--rk-control-block))}
[data-labels=floating] .rk-field[data-control=text]>[data-slot=field-message]{grid-area:message}
.rk-fieldset,.rk-radio-group{border:0;padding:0;margin:0;display:flex;flex-direction:column;gap:var(--rk-space-2);min-inline-size:0}
:is(.rk-fieldset,.rk-radio-group,fieldset)>legend{float:left;width:100%;margin:0 0 var(--rk-space-2);padding:0;font-size:var(--rk-font-size-base);font-weight:var(--rk-font-weight-bold);line-height:1.4}
:is(.rk-fieldset,.rk-radio-group)>legend+*{clear:both}
.rk-option{display:grid;grid-template-columns:auto 1fr;gap:var(--rk-space-1) var(--rk-space-3);padding:var(--rk-space-3);border:1px solid var(--rk-color-input-border);border-radius:var(--rk-radius-input);background:var(--rk-color-input-background)}
.rk-option:hover{border-color:var(--rk-color-text-muted)}
.rk-option[data-state=checked]{border-color:var(--rk-color-accent);box-shadow:inset 0 0 0 1px var(--rk-color-accent)}
.rk-option[data-disabled]{border-style:dashed}
:is(input[type=radio],input[type=checkbox]){width:20px;height:20px;margin:2px 0 0}
.rk-checkbox{display:flex;gap:var(--rk-space-2);align-items:flex-start}
@media (forced-colors:active){.rk-option[data-state=checked]{outline:2px solid Highlight;outline-offset:-2px}}
`;
