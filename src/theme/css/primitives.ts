// The shared primitives (src/components/shared): Button, ActionBar, Heading, Badge, Notice,
// EmptyState, Skeleton, Spinner; the error panel (drawn as a Notice), copy rows (label over the
// value, a Copy button as wide as its longest label, so "Copied ✓" does not move the row) and the
// offline notice (a stack holding one card, out of the flow while closed); long
// identifiers in groups of four that wrap between groups (GroupedValue: inline blocks, not flex
// items, which a selection copies one per line). A button with a busy
// label holds both labels in one grid cell, so it keeps its width. Inside a notice the focus ring
// takes the text colour: the brand-derived ring is held at 3:1 against the page, card and input
// backgrounds, not against every tone's tint.
// On a phone a field focused or scrolled to (an invalid one, after Continue) stops above the sticky
// action bar (two stacked buttons, its padding and the safe area) with room for its error line:
// a scroll margin on the kit's own fields, never a scroll padding on the host's page. The bar is
// sticky only on a screen at least 30em tall: on a short one (a page zoomed to 400 %) it covered
// half of it, so there it stays at the step's foot (WCAG 1.4.10).
// Selectors are written without the scope (styles.ts adds it). Every "Details" disclosure is drawn
// one way: a link-coloured label and a chevron that turns when it opens.
// A copy field's id breaks only when it is wider than the whole row: overflow-wrap:break-word, unlike
// anywhere, keeps it whole in the text's min-content size, so the copy button wraps below it first.
// A button that says aria-disabled (focusable, it ignores the press: the pager's spent page, a refused
// Sell, a new price while Sell runs) is drawn one way in every variant: a faded label in a dashed
// border on the page's background (as an option that cannot be chosen), with no hover or pressed
// look. Never faded whole as a disabled button is: an opacity fades the focus ring too (2.3:1 at .5).
export const PRIMITIVES_CSS = `
.rk-button{position:relative;display:inline-flex;align-items:center;justify-content:center;gap:var(--rk-space-2);box-sizing:border-box;min-height:var(--rk-control-block);min-width:var(--rk-target-size);padding:var(--rk-space-2) var(--rk-space-6);font:inherit;font-size:var(--rk-font-size-base);font-weight:var(--rk-font-weight-bold);line-height:1.25;text-align:center;text-decoration:none;white-space:normal;cursor:pointer;border-radius:var(--rk-radius-button);border:1px solid var(--rk-color-primary);background:var(--rk-color-primary);color:var(--rk-color-primary-text)}
.rk-button:hover:not(:disabled,[aria-busy=true],[aria-disabled=true]){background:color-mix(in srgb,var(--rk-color-primary) 88%,var(--rk-color-text))}
.rk-button:active:not(:disabled,[aria-busy=true],[aria-disabled=true]){transform:translateY(1px)}
.rk-button[data-variant=secondary]{background:var(--rk-color-background);border-color:var(--rk-color-input-border);color:var(--rk-color-link)}
.rk-button[data-variant=secondary]:hover:not(:disabled,[aria-busy=true],[aria-disabled=true]){background:var(--rk-color-surface)}
.rk-button[data-variant=ghost]{background:transparent;border-color:transparent;color:var(--rk-color-link);padding-inline:var(--rk-space-3)}
.rk-button[data-variant=ghost]:hover:not(:disabled,[aria-busy=true],[aria-disabled=true]){background:var(--rk-color-surface)}
.rk-button[data-variant=danger]{background:var(--rk-color-danger);border-color:var(--rk-color-danger);color:var(--rk-color-background)}
.rk-button:disabled{opacity:.5;cursor:not-allowed}
.rk-button[aria-disabled=true]:not([aria-busy=true]){border-style:dashed;border-color:var(--rk-color-input-border);background:var(--rk-color-background);color:color-mix(in srgb,var(--rk-color-link) 50%,var(--rk-color-background));cursor:not-allowed}
.rk-button[aria-busy=true]{cursor:progress}
.rk-button[aria-busy=true]>[data-slot=label]{opacity:0}
.rk-button>.rk-spinner{position:absolute;inset:0;margin:auto}
.rk-button-labels{display:inline-grid}
.rk-button-labels>[data-slot]{grid-area:1/1;display:inline-flex;align-items:center;justify-content:center;gap:var(--rk-space-2)}
.rk-button-labels>[data-slot]:not([data-shown]){visibility:hidden}
.rk-spinner{display:inline-block;box-sizing:border-box;width:1.25em;height:1.25em;border:2px solid currentColor;border-inline-end-color:transparent;border-radius:50%;animation:rk-spin .7s linear infinite}
@keyframes rk-spin{to{transform:rotate(360deg)}}
.rk-action-bar{display:flex;flex-wrap:wrap;align-items:center;gap:var(--rk-space-3);margin-top:var(--rk-space-2)}
@media (max-width:479.98px){.rk-action-bar>.rk-button{flex:1 1 auto}.rk-action-bar>.rk-button:first-child{flex-grow:9}}
@media (max-width:479.98px) and (min-height:30em){.rk-action-bar{position:sticky;bottom:0;z-index:1;padding:var(--rk-space-3) 0 calc(var(--rk-space-3) + env(safe-area-inset-bottom,0px));background:var(--rk-color-background);border-top:1px solid var(--rk-color-border)}:is(input,select,textarea):not([type=hidden]){scroll-margin-bottom:calc(2*var(--rk-control-block) + 3*var(--rk-space-3) + 1px + env(safe-area-inset-bottom,0px) + 3em)}}
.rk-heading{margin:0;font-size:var(--rk-font-size-lg);font-weight:var(--rk-font-weight-bold);line-height:1.3;color:var(--rk-color-text);letter-spacing:-.01em}
.rk-heading[data-level=section]{font-size:var(--rk-font-size-base)}
.rk-heading:focus{outline:none}
.rk-heading:focus-visible{outline:var(--rk-focus-ring-width) solid var(--rk-color-focus-ring)}
.rk-badge{display:inline-flex;align-items:center;gap:var(--rk-space-1);box-sizing:border-box;min-height:24px;padding:2px var(--rk-space-2);border-radius:var(--rk-radius-pill);border:1px solid color-mix(in srgb,currentColor 30%,transparent);background:color-mix(in srgb,currentColor 7%,var(--rk-color-background));font-size:var(--rk-font-size-sm);font-weight:var(--rk-font-weight-medium);line-height:1.3;white-space:nowrap;color:var(--rk-color-text-muted)}
.rk-badge::before{content:"";flex:none;width:.5em;height:.5em;border-radius:50%;background:currentColor}
.rk-badge[data-tone=success]{color:color-mix(in srgb,var(--rk-color-success) 75%,var(--rk-color-text))}
.rk-badge[data-tone=warning]{color:color-mix(in srgb,var(--rk-color-warning) 75%,var(--rk-color-text))}
.rk-badge[data-tone=danger]{color:color-mix(in srgb,var(--rk-color-danger) 75%,var(--rk-color-text))}
.rk-badge[data-tone=pending]{color:color-mix(in srgb,var(--rk-color-link) 75%,var(--rk-color-text))}
.rk-badge[data-tone=pending]::before{background:transparent;border:2px solid currentColor;box-sizing:border-box}
.rk-badge[data-tone=danger]::before{border-radius:1px;transform:rotate(45deg)}
.rk-notice{display:grid;grid-template-columns:auto minmax(0,1fr);gap:var(--rk-space-1) var(--rk-space-3);padding:var(--rk-space-3) var(--rk-space-4);border:1px solid color-mix(in srgb,var(--rk-notice-tone) 45%,var(--rk-color-background));border-inline-start:4px solid var(--rk-notice-tone);border-radius:var(--rk-radius-card);background:color-mix(in srgb,var(--rk-notice-tone) 8%,var(--rk-color-background));color:var(--rk-color-text);--rk-notice-tone:var(--rk-color-link)}
.rk-notice[data-tone=warning]{--rk-notice-tone:var(--rk-color-warning)}
.rk-notice[data-tone=danger]{--rk-notice-tone:var(--rk-color-danger)}
.rk-notice[data-tone=success]{--rk-notice-tone:var(--rk-color-success)}
.rk-notice :focus-visible{outline-color:var(--rk-color-text)}
@media (max-width:340px){.rk-notice{padding-inline:var(--rk-space-3);column-gap:var(--rk-space-2)}}
.rk-notice>[data-slot=icon]{color:var(--rk-notice-tone);line-height:0;padding-top:2px}
.rk-notice>[data-slot=body]{display:flex;flex-direction:column;gap:var(--rk-space-1);min-width:0}
.rk-notice [data-slot=title]{margin:0;font-weight:var(--rk-font-weight-bold)}
.rk-notice p{margin:0}
.rk-notice details{font-size:var(--rk-font-size-sm);color:var(--rk-color-text-muted)}
.rk-notice details [data-value]{font-size:var(--rk-font-size-xs)}
:is(.rk-disclosure,.rk-support-details)>summary,.rk-notice summary{display:inline-flex;align-items:center;gap:var(--rk-space-2);min-height:var(--rk-target-size);min-width:var(--rk-target-size);cursor:pointer;list-style:none;font-size:var(--rk-font-size-sm);font-weight:var(--rk-font-weight-medium);color:var(--rk-color-link);text-decoration:none}
.rk-notice summary{color:var(--rk-color-text)}
:is(.rk-disclosure,.rk-support-details)>summary::-webkit-details-marker,.rk-notice summary::-webkit-details-marker{display:none}
:is(.rk-disclosure,.rk-support-details)>summary::after,.rk-notice summary::after{content:"";flex:none;box-sizing:border-box;width:.5em;height:.5em;margin-block-start:-.25em;margin-inline-end:.2em;border-inline-end:2px solid currentColor;border-block-end:2px solid currentColor;transform:rotate(45deg)}
:is(.rk-disclosure,.rk-support-details)[open]>summary::after,.rk-notice details[open]>summary::after{margin-block-start:.25em;transform:rotate(-135deg)}
.rk-notice [data-slot=action]{margin-top:var(--rk-space-1)}
.rk-empty{display:flex;flex-direction:column;align-items:center;gap:var(--rk-space-2);padding:var(--rk-space-8) var(--rk-space-4);text-align:center;color:var(--rk-color-text-muted)}
.rk-empty>[data-slot=icon]{display:inline-flex;align-items:center;justify-content:center;width:48px;height:48px;border-radius:50%;background:var(--rk-color-surface);color:var(--rk-color-text-muted)}
.rk-empty [data-slot=title]{margin:0;font-size:var(--rk-font-size-base);font-weight:var(--rk-font-weight-bold);color:var(--rk-color-text)}
.rk-empty [data-slot=description]{margin:0;font-size:var(--rk-font-size-sm);max-width:32ch}
.rk-empty [data-slot=action]{margin-top:var(--rk-space-2)}
.rk-skeleton{display:block;border-radius:var(--rk-radius-input);background:linear-gradient(90deg,var(--rk-color-surface),color-mix(in srgb,var(--rk-color-border) 70%,var(--rk-color-surface)),var(--rk-color-surface));background-size:200% 100%;animation:rk-shimmer 1.4s infinite linear;min-height:1em}
.rk-skeleton[data-variant=amount]{height:var(--rk-font-size-xl);width:60%;border-radius:6px}
.rk-skeleton[data-variant=line]{height:.875em;border-radius:4px}
.rk-skeleton-card{display:flex;flex-direction:column;gap:var(--rk-space-3);padding:var(--rk-space-4);border:1px solid var(--rk-color-border);border-radius:var(--rk-radius-card)}
.rk-skeleton-list{display:flex;flex-direction:column}
.rk-skeleton-list>[data-slot=row]{display:flex;align-items:center;gap:var(--rk-space-3);padding:var(--rk-space-3) 0;border-bottom:1px solid var(--rk-color-border)}
.rk-skeleton-list>[data-slot=row]>:last-child{flex:1;display:flex;flex-direction:column;gap:var(--rk-space-2)}
.rk-skeleton[data-variant=dot]{flex:none;width:32px;height:32px;border-radius:50%}
@keyframes rk-shimmer{from{background-position:200% 0}to{background-position:-200% 0}}
@media (forced-colors:active){.rk-button{border-color:ButtonText}.rk-button:disabled{border-color:GrayText;color:GrayText}.rk-badge,.rk-notice{border-color:CanvasText}.rk-skeleton{background:GrayText}}
.rk-error-panel [data-slot=message]{display:flex;flex-direction:column;gap:var(--rk-space-1)}
.rk-error-panel ul{margin:0;padding-inline-start:1.1em}
.rk-error-panel [data-slot=retry]{align-self:flex-start;margin-top:var(--rk-space-1)}
.rk-copy-field{display:flex;flex-wrap:wrap;align-items:center;gap:var(--rk-space-2) var(--rk-space-3);min-width:0}
.rk-copy-field>[data-slot=text]{display:flex;flex-direction:column;gap:2px;flex:1 1 0;min-width:min(100%,min-content)}
.rk-copy-field [data-slot=label]{font-size:var(--rk-font-size-sm);color:var(--rk-color-text-muted);overflow-wrap:break-word;hyphens:auto}
.rk-copy-field [data-slot=value]{font-size:var(--rk-font-size-base);color:var(--rk-color-text)}
.rk-copy-field [data-slot=value][data-value=id]{overflow-wrap:break-word}
.rk-copy-button{flex:none;white-space:nowrap;word-break:keep-all;hyphens:none;padding-inline:var(--rk-space-4);display:inline-grid}
.rk-copy-button>[data-slot=label]{display:grid}
.rk-copy-button [data-slot=copy-label],.rk-copy-button [data-slot=copied-label]{grid-area:1/1;white-space:nowrap}
.rk-copy-button [data-slot=copy-label]:not([data-shown]),.rk-copy-button [data-slot=copied-label]:not([data-shown]){visibility:hidden}
.rk-copy-field[data-state=copied] .rk-copy-button{color:color-mix(in srgb,var(--rk-color-success) 80%,var(--rk-color-text));border-color:var(--rk-color-success)}
.rk-grouped[data-grouped],.rk-grouped[data-grouped] span{display:inline-block}
.rk-grouped[data-grouped] span{white-space:nowrap;word-break:keep-all}
.rk-grouped[data-grouped] span:not(:last-child){margin-inline-end:.45ch}
`;
