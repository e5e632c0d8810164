// Fields and choices: the Field primitive and DynamicForm's fields (label 14/500 above, help that
// the error replaces under the control, "(optional)"), inputs at the control height, floating
// labels; the form's sections without boxes (a 16/600 title, 14/600 for a section inside one), list
// items divided by a rule, checkbox and radio rows that are whole 44 px targets, codes in groups of
// four in monospace, the place of fields a choice brings; a field in error keeps its red when
// focused (its ring red too, not a second colour around the red border). A form is at most a flow's column wide,
// so no input stretches across a desktop. Selectors are written without the scope (styles.ts adds it).
export const FORM_CSS = `
.rk-field{display:flex;flex-direction:column;gap:var(--rk-space-1);min-width:min(12rem,100%)}
.rk-field>label,.rk-label{font-size:var(--rk-font-size-sm);font-weight:var(--rk-font-weight-medium);line-height:1.4;color:var(--rk-color-text);hyphens:manual}
:is(.rk-label,.rk-section>legend)>[data-slot=optional]{font-weight:var(--rk-font-weight-normal);color:var(--rk-color-text-muted);white-space:nowrap}
.rk-input,:is(select,input):not([type=radio]):not([type=checkbox]),textarea:not(.rk-x){font:inherit;font-size:var(--rk-font-size-base);color:var(--rk-color-text);background:var(--rk-color-input-background);border:1px solid var(--rk-color-input-border);border-radius:var(--rk-radius-input);padding:var(--rk-space-2) var(--rk-space-3);box-sizing:border-box;min-height:var(--rk-control-block);min-width:0;max-width:100%}
select:not([multiple]):not(.rk-x){appearance:none;padding-inline-end:calc(2*var(--rk-space-3) + 12px);--rk-chevron:transparent 41%,var(--rk-color-text-muted) 41% 59%,transparent 59%;background-image:linear-gradient(45deg,var(--rk-chevron)),linear-gradient(-45deg,var(--rk-chevron));background-size:6px 6px;background-repeat:no-repeat;background-position:calc(100% - var(--rk-space-3) - 6px) 52%,calc(100% - var(--rk-space-3)) 52%}
select:not([multiple]):not(.rk-x):dir(rtl){background-position:calc(var(--rk-space-3) + 6px) 52%,var(--rk-space-3) 52%}
.rk-input:hover,:is(select,input):not([type=radio]):not([type=checkbox]):hover{border-color:var(--rk-color-text-muted)}
.rk-input::placeholder,input:not(.rk-x)::placeholder{color:var(--rk-color-text-muted);opacity:1}
[aria-invalid=true],:is(select,input,textarea):not([type=radio]):not([type=checkbox])[aria-invalid=true]{border-color:var(--rk-color-danger)}
[aria-invalid=true]:focus-visible{outline-color:var(--rk-color-danger)}
.rk-input[data-grouped]{font-family:var(--rk-font-family-mono);letter-spacing:.02em}
.rk-help{margin:0;color:var(--rk-color-text-muted);font-size:var(--rk-font-size-sm)}
.rk-field-error p,[data-slot=field-error]{margin:0;color:var(--rk-color-danger);font-size:var(--rk-font-size-sm)}
.rk-field-error:empty,[data-slot=field-message]:empty{display:none}
[data-slot=field-message]{display:flex;flex-direction:column;gap:var(--rk-space-1)}
[data-labels=floating] .rk-field[data-control=text]{display:grid;grid-template-areas:"control" "extra" "message";gap:var(--rk-space-1)}
[data-labels=floating] .rk-field[data-control=text]>.rk-label{grid-area:control;align-self:start;z-index:1;margin:6px 0 0 calc(var(--rk-space-3) + 1px);font-size:var(--rk-font-size-xs);line-height:1.2;color:var(--rk-color-text-muted);pointer-events:none}
[data-labels=floating] .rk-field[data-control=text]>:is(input,select,textarea,.rk-input){grid-area:control;padding-top:calc(var(--rk-space-2) + 14px);min-height:max(56px,var(--rk-control-block))}
[data-labels=floating] .rk-field[data-control=text]>.rk-help{grid-area:extra}
[data-labels=floating] .rk-field[data-control=text]>[data-slot=field-message]{grid-area:message}
.rk-form{display:flex;flex-direction:column;gap:var(--rk-space-4);max-width:var(--rk-max-width)}
.rk-form .rjsf{display:flex;flex-direction:column;gap:var(--rk-space-6);margin:0}
.rk-form .rk-input{width:100%}
.rk-form-fields{display:flex;flex-direction:column;gap:var(--rk-space-4)}
.rk-form-header{display:flex;flex-direction:column;gap:var(--rk-space-1)}
.rk-section,.rk-radio-group{border:0;padding:0;margin:0;display:flex;flex-direction:column;gap:var(--rk-space-4);min-inline-size:0}
.rk-form-fields>div>[data-slot=group]>.rk-section:not([data-depth]){margin-top:var(--rk-space-2)}
:is(.rk-section,.rk-radio-group,fieldset)>legend{float:left;width:100%;margin:0;padding:0;font-size:var(--rk-font-size-base);font-weight:var(--rk-font-weight-bold);line-height:1.3;color:var(--rk-color-text);hyphens:manual}
.rk-section[data-depth=nested]>legend{font-size:var(--rk-font-size-sm)}
.rk-section>legend+.rk-help{margin-top:calc(var(--rk-space-1) - var(--rk-space-4))}
.rk-radio-group>legend+*{clear:both}
.rk-array{display:flex;flex-direction:column;gap:var(--rk-space-4)}
.rk-array-item{display:flex;flex-direction:column;gap:var(--rk-space-3);padding-top:var(--rk-space-4);border-top:1px solid var(--rk-color-border)}
.rk-array-item:first-child{padding-top:0;border-top:0}
.rk-array>.rk-button,.rk-array-item>.rk-row{align-self:flex-start}
[data-slot=awaiting-choice]{padding:var(--rk-space-3);border:1px dashed var(--rk-color-input-border);border-radius:var(--rk-radius-input)}
.rk-option{display:grid;grid-template-columns:auto 1fr;gap:var(--rk-space-1) var(--rk-space-3);padding:var(--rk-space-3);border:1px solid var(--rk-color-input-border);border-radius:var(--rk-radius-input);background:var(--rk-color-input-background)}
.rk-option:hover{border-color:var(--rk-color-text-muted)}
.rk-option[data-state=checked]{border-color:var(--rk-color-accent);box-shadow:inset 0 0 0 1px var(--rk-color-accent)}
.rk-option[data-disabled]{border-style:dashed}
.rk-option:has(>.rk-option-label){position:relative;grid-template-columns:20px minmax(0,1fr)}
.rk-option>.rk-option-label{grid-column:1/-1;display:flex;align-items:flex-start;gap:var(--rk-space-3);box-sizing:border-box;min-height:var(--rk-target-size);padding-block:10px;margin-block:-10px;cursor:pointer}
.rk-option>.rk-option-label::after{content:"";position:absolute;inset:0;border-radius:inherit}
.rk-option>.rk-option-label>input{position:relative;z-index:1}
.rk-option-text{min-width:0}
.rk-option[data-disabled]>.rk-option-label{cursor:not-allowed;color:var(--rk-color-text-muted)}
.rk-radio-list{display:flex;flex-direction:column;gap:var(--rk-space-2)}
.rk-radio-list>.rk-option{align-items:center;min-height:var(--rk-control-block);box-sizing:border-box;cursor:pointer}
:is(input[type=radio],input[type=checkbox]){width:20px;height:20px;margin:2px 0 0;flex:none}
.rk-check{display:flex;gap:var(--rk-space-3);align-items:flex-start;box-sizing:border-box;min-height:var(--rk-target-size);padding-block:var(--rk-space-2);cursor:pointer}
.rk-problem-list{margin:0;padding-inline-start:1.25em}
.rk-problem-list a[href]{display:inline-flex;align-items:center;min-height:var(--rk-target-size);min-width:var(--rk-target-size);vertical-align:middle}
@media (forced-colors:active){.rk-option[data-state=checked]{outline:2px solid Highlight;outline-offset:-2px}select:not([multiple]):not(.rk-x){appearance:auto;background-image:none}}
`;
