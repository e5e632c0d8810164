// The parts an appearance's `rules` can restyle, like Stripe's `.Input`, `.Tab--selected`: each a
// name, the selector of the kit's own markup (its rk- class or data-slot) and the states it shows
// (data-state, data-tone, data-variant, aria-*). The rule keys are typed from this table, so a
// part a component does not have cannot be named. A component that adds a part a host may want to
// restyle adds it here (and to README's table); docs/design.md names the parts of each component.

export const PARTS = {
  Button: { selector: '.rk-button', states: { primary: ':is([data-variant=primary],:not([data-variant]))', secondary: '[data-variant=secondary]', ghost: '[data-variant=ghost]', danger: '[data-variant=danger]', busy: '[aria-busy=true]' } },
  ActionBar: { selector: '.rk-action-bar', states: {} },
  Input: { selector: ':is(.rk-input,input:not([type=radio],[type=checkbox]),select,textarea)', states: { invalid: '[aria-invalid=true]' } },
  Label: { selector: '.rk-label', states: {} },
  Help: { selector: '.rk-help', states: {} },
  FieldError: { selector: '[data-slot=field-error]', states: {} },
  Field: { selector: '.rk-field', states: { invalid: '[data-state=invalid]' } },
  Option: { selector: '.rk-option', states: { checked: '[data-state=checked]', disabled: '[data-disabled]' } },
  Section: { selector: '.rk-section', states: {} },
  Checkbox: { selector: '.rk-check', states: {} },
  Card: { selector: '.rk-card', states: {} },
  Heading: { selector: '.rk-heading', states: {} },
  Badge: { selector: '.rk-badge', states: { neutral: '[data-tone=neutral]', success: '[data-tone=success]', warning: '[data-tone=warning]', danger: '[data-tone=danger]', pending: '[data-tone=pending]' } },
  Notice: { selector: '.rk-notice', states: { info: '[data-tone=info]', warning: '[data-tone=warning]', danger: '[data-tone=danger]', success: '[data-tone=success]' } },
  EmptyState: { selector: '.rk-empty', states: {} },
  Skeleton: { selector: '.rk-skeleton', states: {} },
  Link: { selector: ':is(.rk-link,a[href])', states: {} },
  Amount: { selector: '[data-slot=amount]', states: {} },
  AmountField: { selector: '.rk-amount-field', states: { invalid: '[data-state=invalid]' } },
  CurrencyPill: { selector: '.rk-currency-pill', states: {} },
  ErrorPanel: { selector: '.rk-error-panel', states: {} },
  Countdown: { selector: '[data-slot=countdown]', states: { ending: '[data-state=ending]', expired: '[data-state=expired]' } },
  Step: { selector: '.rk-steps li', states: { done: '[data-state=done]', current: '[data-state=current]', upcoming: '[data-state=upcoming]' } },
  TimelineItem: { selector: '.rk-timeline li', states: { done: '[data-state=done]', current: '[data-state=current]', upcoming: '[data-state=upcoming]', failed: '[data-state=failed]' } },
  Table: { selector: '.rk-table', states: {} },
} as const satisfies Record<string, { selector: string; states: Record<string, string> }>;

export type AppearancePart = keyof typeof PARTS;
type StateOf<P extends AppearancePart> = keyof (typeof PARTS)[P]['states'] & string;

/** What a rule may add to a part, Stripe-like: the interactive states. */
export const PSEUDO_CLASSES = { hover: ':hover', focus: ':focus', 'focus-visible': ':focus-visible', active: ':active', disabled: ':disabled', placeholder: '::placeholder' } as const;
export type AppearancePseudo = keyof typeof PSEUDO_CLASSES;

/** `Input`, `Input:focus`, `Option--checked`, `Button--secondary:hover`. */
export type AppearanceRuleKey = {
  [P in AppearancePart]: P | `${P}:${AppearancePseudo}` | `${P}--${StateOf<P>}` | `${P}--${StateOf<P>}:${AppearancePseudo}`;
}[AppearancePart];

/** The properties a rule may set (camelCase, as in React's style objects): look, not layout. */
export const RULE_PROPERTIES = [
  'color', 'backgroundColor', 'borderColor', 'borderWidth', 'borderStyle', 'borderRadius', 'boxShadow', 'outline', 'outlineColor', 'outlineOffset', 'outlineWidth',
  'fontFamily', 'fontSize', 'fontWeight', 'fontVariant', 'letterSpacing', 'lineHeight', 'textTransform', 'textDecoration', 'textAlign',
  'padding', 'paddingTop', 'paddingRight', 'paddingBottom', 'paddingLeft', 'paddingInline', 'paddingBlock', 'minHeight', 'gap', 'opacity', 'transition',
] as const;
export type AppearanceRuleProperty = (typeof RULE_PROPERTIES)[number];
export type AppearanceRule = Partial<Record<AppearanceRuleProperty, string>>;
export type AppearanceRules = Partial<Record<AppearanceRuleKey, AppearanceRule>>;

/** The selector of a rule key (no scope): undefined for a key that names no part or state. */
export function ruleSelector(key: string): string | undefined {
  const m = /^([A-Za-z]+)(?:--([a-z-]+))?(?::([a-z-]+))?$/.exec(key);
  if (!m) return undefined;
  const part = PARTS[m[1] as AppearancePart] as { selector: string; states: Record<string, string> } | undefined;
  if (!part) return undefined;
  const state = m[2] === undefined ? '' : part.states[m[2]];
  const pseudo = m[3] === undefined ? '' : PSEUDO_CLASSES[m[3] as AppearancePseudo];
  if (state === undefined || pseudo === undefined) return undefined;
  return `${part.selector}${state}${pseudo}`;
}
