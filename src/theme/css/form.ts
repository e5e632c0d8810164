// Fields and choices: labels, inputs, help and error text, fieldsets, radio options, checkboxes.
export const FORM_CSS = `
.rk-field{display:flex;flex-direction:column;gap:var(--rk-spacing-unit);min-width:min(12rem,100%)}
.rk-input,:is(select,input):not([type=radio]):not([type=checkbox]){font:inherit;color:var(--rk-color-text);background:var(--rk-color-background);border:1px solid var(--rk-color-input-border);border-radius:var(--rk-radius-input);padding:calc(var(--rk-spacing-unit)*2) calc(var(--rk-spacing-unit)*3);box-sizing:border-box;min-width:0;max-width:100%}
[aria-invalid=true],:is(select,input,textarea):not([type=radio]):not([type=checkbox])[aria-invalid=true]{border-color:var(--rk-color-danger)}
.rk-help{margin:0;color:var(--rk-color-text-muted);font-size:.875em}
.rk-field-error p,[data-slot=field-error]{margin:0;color:var(--rk-color-danger);font-size:.875em}
.rk-fieldset,.rk-radio-group{border:1px solid var(--rk-color-border);border-radius:var(--rk-radius);padding:calc(var(--rk-spacing-unit)*3);margin:0;display:flex;flex-direction:column;gap:calc(var(--rk-spacing-unit)*2);min-inline-size:0}
:is(.rk-fieldset,.rk-radio-group,fieldset)>legend{font-weight:600;padding:0 var(--rk-spacing-unit)}
.rk-option{display:grid;grid-template-columns:auto 1fr;gap:calc(var(--rk-spacing-unit)*1) calc(var(--rk-spacing-unit)*3);padding:calc(var(--rk-spacing-unit)*3);border:1px solid var(--rk-color-border);border-radius:var(--rk-radius)}
.rk-option[data-state=checked]{border-color:var(--rk-color-accent);box-shadow:inset 0 0 0 1px var(--rk-color-accent)}
.rk-option[data-disabled]{border-style:dashed}
.rk-checkbox{display:flex;gap:calc(var(--rk-spacing-unit)*2);align-items:flex-start}
`;
