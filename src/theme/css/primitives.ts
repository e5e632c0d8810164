// The shared parts: buttons, the error panel, skeletons, copy fields, the offline notice.
export const PRIMITIVES_CSS = `
.rk-button{font:inherit;cursor:pointer;border-radius:var(--rk-radius-button);padding:calc(var(--rk-spacing-unit)*2) calc(var(--rk-spacing-unit)*4);border:1px solid var(--rk-color-primary);background:var(--rk-color-primary);color:var(--rk-color-primary-text)}
.rk-button[data-variant=secondary]{background:transparent;color:var(--rk-color-link)}
.rk-button:disabled{opacity:.55;cursor:not-allowed}
.rk-error-panel{border:2px solid var(--rk-color-danger);border-radius:var(--rk-radius);padding:calc(var(--rk-spacing-unit)*3) calc(var(--rk-spacing-unit)*4);color:var(--rk-color-text);background:var(--rk-color-surface)}
.rk-error-panel [data-slot=title]{margin:0 0 calc(var(--rk-spacing-unit)*2);font-size:1em;color:var(--rk-color-danger)}
.rk-error-panel a{color:var(--rk-color-link)}
.rk-skeleton{display:block;border-radius:var(--rk-radius);background:linear-gradient(90deg,var(--rk-color-surface),var(--rk-color-border),var(--rk-color-surface));background-size:200% 100%;animation:rk-shimmer 1.2s infinite linear;min-height:1em}
@media (prefers-reduced-motion:reduce){.rk-skeleton{animation:none}}
@keyframes rk-shimmer{from{background-position:200% 0}to{background-position:-200% 0}}
.rk-copy-field{display:flex;gap:calc(var(--rk-spacing-unit)*2);align-items:center}
.rk-copy-field [data-slot=value]{font-family:ui-monospace,monospace;overflow-wrap:anywhere}
[data-slot=offline-notice]:empty{position:absolute}
`;
