// Text the kit's CSS draws (`content:` on ::before/::after) is read by screen readers as if it were
// in the page: a "✓ " before "Approved" is read "check mark, Approved", a narrow table's column
// label before each cell repeats the header the cell already has. Every non-empty generated
// content therefore carries alternative text (`content: "✓ " / ""`, CSS Generated Content 3), after
// a plain declaration for browsers that do not know the alternative-text form. A narrow table's
// cell label (attr(data-label)) too: the cell is heard with its column header, so a spoken label
// made each header heard twice. Its tables say their roles (role="cell"…), which Safari otherwise
// drops under the phone layout's `display:block`, so the header stays tied to the cell.
import { describe, expect, it } from 'vitest';
import { RAMPKIT_RULES_CSS } from './styles';

/** Each `content:` declaration in a rule's block, with the rule's selector. */
function contents(css: string): { selector: string; values: string[] }[] {
  const rules: { selector: string; values: string[] }[] = [];
  for (const m of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const values = [...m[2]!.matchAll(/(?:^|;)\s*content:([^;]+)/g)].map((d) => d[1]!.trim());
    if (values.length) rules.push({ selector: m[1]!.trim(), values });
  }
  return rules;
}

const silent = (value: string) => value === '""' || value === "''" || value === 'none' || /\/\s*(""|'')$/.test(value);

describe("the kit's generated content", () => {
  it('finds the generated content it checks', () => {
    expect(contents(RAMPKIT_RULES_CSS).length).toBeGreaterThan(2);
  });

  it('is silent for a screen reader: empty, or with empty alternative text as its last word', () => {
    const spoken = contents(RAMPKIT_RULES_CSS).filter(({ values }) => !silent(values[values.length - 1]!));
    expect(spoken.map(({ selector, values }) => `${selector}: content:${values.join(' then ')}`)).toEqual([]);
  });
});
