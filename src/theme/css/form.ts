// Fields and choices: labels, inputs, help and error text, fieldsets, radio options, checkboxes.
export const FORM_CSS = `
[data-rampkit-root] .rk-field{display:flex;flex-direction:column;gap:var(--rk-spacing-unit);min-width:min(12rem,100%)}
[data-rampkit-root] .rk-input,[data-rampkit-root] :is(select,input):not([type=radio]):not([type=checkbox]){font:inherit;color:var(--rk-color-text);background:var(--rk-color-background);border:1px solid var(--rk-color-border);border-radius:var(--rk-radius);padding:calc(var(--rk-spacing-unit)*2) calc(var(--rk-spacing-unit)*3);box-sizing:border-box;min-width:0;max-width:100%}
[data-rampkit-root] [aria-invalid=true],[data-rampkit-root] :is(select,input,textarea):not([type=radio]):not([type=checkbox])[aria-invalid=true]{border-color:var(--rk-color-danger)}
[data-rampkit-root] .rk-help{margin:0;color:var(--rk-color-text-muted);font-size:.875em}
[data-rampkit-root] .rk-field-error p,[data-rampkit-root] [data-slot=field-error]{margin:0;color:var(--rk-color-danger);font-size:.875em}
[data-rampkit-root] .rk-fieldset,[data-rampkit-root] .rk-radio-group{border:1px solid var(--rk-color-border);border-radius:var(--rk-radius);padding:calc(var(--rk-spacing-unit)*3);margin:0;display:flex;flex-direction:column;gap:calc(var(--rk-spacing-unit)*2);min-inline-size:0}
[data-rampkit-root] :is(.rk-fieldset,.rk-radio-group,fieldset)>legend{font-weight:600;padding:0 var(--rk-spacing-unit)}
[data-rampkit-root] .rk-option{display:grid;grid-template-columns:auto 1fr;gap:calc(var(--rk-spacing-unit)*1) calc(var(--rk-spacing-unit)*3);padding:calc(var(--rk-spacing-unit)*3);border:1px solid var(--rk-color-border);border-radius:var(--rk-radius)}
[data-rampkit-root] .rk-option[data-state=checked]{border-color:var(--rk-color-primary);box-shadow:inset 0 0 0 1px var(--rk-color-primary)}
[data-rampkit-root] .rk-option[data-disabled]{border-style:dashed}
[data-rampkit-root] .rk-checkbox{display:flex;gap:calc(var(--rk-spacing-unit)*2);align-items:flex-start}
`;
