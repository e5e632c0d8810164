// The kit's rules: the resets (scope.ts), then one module per area under css/, each written without
// the scope and scoped here, concatenated in a fixed order (a later area wins a tie of specificity
// with an earlier one; base first). stylesheet.ts puts the theme tokens in front; the library build
// loads stylesheet.ts through Vite (so these imports resolve) to write dist/styles.css, and the
// provider injects the same string. The cascade against a host's theme: scope.ts.
// Long words and ids wrap anywhere (overflow-wrap on the root) rather than push the kit wider than
// a phone's screen, and no part has a minimum width above its container's.
import { RESET_CSS, scoped } from './scope';
import { BASE_CSS } from './css/base';
import { PRIMITIVES_CSS } from './css/primitives';
import { FORM_CSS } from './css/form';
import { DETAILS_CSS } from './css/details';
import { SELL_CSS } from './css/sell';
import { QUOTE_CSS } from './css/quote';
import { TRANSACTION_CSS } from './css/transaction';
import { TABLES_CSS } from './css/tables';
import { ACCOUNT_CSS } from './css/account';

/** The areas in cascade order: a later area wins a tie of specificity with an earlier one. */
export const RAMPKIT_CSS_AREAS = { base: BASE_CSS, primitives: PRIMITIVES_CSS, form: FORM_CSS, details: DETAILS_CSS, sell: SELL_CSS, quote: QUOTE_CSS, transaction: TRANSACTION_CSS, tables: TABLES_CSS, account: ACCOUNT_CSS };

export const RAMPKIT_RULES_CSS = `\n${[RESET_CSS, ...Object.values(RAMPKIT_CSS_AREAS).map(scoped)].join('\n')}\n`;
