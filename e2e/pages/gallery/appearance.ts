// A host's own appearance for the gallery (?appearance=1): a brand colour and a rule. Under the
// strict CSP the host serves its CSS from its own stylesheet (appearanceToCss), injected otherwise.
import type { Appearance } from '../../../src/theme/tokens';

export const GALLERY_APPEARANCE: Appearance = {
  variables: { colorPrimary: '#7c3aed', radius: '4px' },
  rules: { 'Button--secondary': { borderColor: '#7c3aed' } },
};
