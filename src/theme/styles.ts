// The kit's rules, scoped to [data-rampkit-root] and the rk- class prefix so nothing leaks into the
// host page: one module per area under css/, concatenated here in a fixed order (the cascade
// depends on it: base first, so every later rule wins its ties with the reset). stylesheet.ts puts
// the theme tokens in front; the library build loads stylesheet.ts (through Vite, so these imports
// resolve) to write dist/styles.css, and the provider injects the same string.
//
// Hostile host themes (docs/adr/0031): the root sets every
// inherited text property itself, and a scoped reset gives each element inside the kit back the
// browser's defaults (all: revert) for whatever the kit does not set, ignoring the host's element
// and attribute rules (`input { width: 100% }`, `button { all: unset }`, `div { display: flex }`,
// `input[type=radio] {...}`). Specificity is the whole mechanism:
//   host element/attribute rules  (0,0,1)…(0,1,2)
//   < the reset                    (0,2,0)  [data-rampkit-root][data-rampkit-root] :where(…)
//   <= every kit rule              (0,2,0)+ written after the reset, so ties go to the kit
//   <= a host rule that names the kit, e.g. [data-rampkit-root] [data-slot=title], loaded later.
// SVG content is left out of the reset: revert would drop its presentation attributes (fill=…).
// Long words and ids wrap anywhere (overflow-wrap on the root) rather than push the kit wider than
// a phone's screen, and no part has a minimum width above its container's.
// Every rule below the reset must therefore reach (0,2,0): a bare element under the root is only
// (0,1,1) and would lose to the reset. The root's own rule comes after it too: a kit root inside
// another (a provider nested in a provider) is reset like any element, then themed again.
import { BASE_CSS } from './css/base';
import { PRIMITIVES_CSS } from './css/primitives';
import { FORM_CSS } from './css/form';
import { DETAILS_CSS } from './css/details';
import { SELL_CSS } from './css/sell';
import { QUOTE_CSS } from './css/quote';
import { TRANSACTION_CSS } from './css/transaction';
import { TABLES_CSS } from './css/tables';

/** The areas in cascade order: a later area wins a tie of specificity with an earlier one. */
export const RAMPKIT_CSS_AREAS = { base: BASE_CSS, primitives: PRIMITIVES_CSS, form: FORM_CSS, details: DETAILS_CSS, sell: SELL_CSS, quote: QUOTE_CSS, transaction: TRANSACTION_CSS, tables: TABLES_CSS };

export const RAMPKIT_RULES_CSS = `\n${Object.values(RAMPKIT_CSS_AREAS)
  .map((css) => css.trim())
  .join('\n')}\n`;
