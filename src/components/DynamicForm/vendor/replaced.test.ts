// The defaults of rjsf that the form chunk does not ship (tooling/rjsf-stand-ins.ts) are exactly
// parts the kit's registry overrides: none of them can ever be rendered. A part dropped from the
// kit's templates or widgets while its default stays stood in would render nothing: this fails.
import { describe, expect, it } from 'vitest';
import { REPLACED_DEFAULTS } from '../../../../tooling/rjsf-stand-ins';
import { templates, widgets } from '../templates';
import ReplacedByTheKit from './replaced';

describe("rjsf's defaults the kit replaces", () => {
  const kit: Record<string, Record<string, unknown>> = {
    'components/templates/index.js': templates,
    'components/templates/ButtonTemplates/index.js': templates.ButtonTemplates ?? {},
    'components/widgets/index.js': widgets,
  };
  it.each(Object.entries(REPLACED_DEFAULTS))('%s: each stood-in default has the kit’s own part', (lister, parts) => {
    for (const key of Object.values(parts)) {
      expect(kit[lister]?.[key], key).toBeTypeOf('function');
      expect(kit[lister]?.[key], key).not.toBe(ReplacedByTheKit);
    }
  });
});
