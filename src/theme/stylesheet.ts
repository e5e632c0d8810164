// The kit's whole stylesheet: theme tokens, then rules. Injected by the provider as a <style>
// (works during SSR) or linked by the host as `rampkit/styles.css`, which the build writes from the
// same constant (tooling/vite-library-plugin.ts) for pages whose CSP forbids inline styles.
import { RAMPKIT_RULES_CSS } from './styles';
import { THEME_TOKENS_CSS } from './tokens';

export const RAMPKIT_CSS = `${THEME_TOKENS_CSS}\n${RAMPKIT_RULES_CSS.trimStart()}`;
