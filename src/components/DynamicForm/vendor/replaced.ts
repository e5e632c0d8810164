// Stands in for rjsf's own defaults of the parts the kit's form always replaces (its templates and
// widgets: ../templates.tsx, ../widgets.tsx), inside the kit's form chunk (tooling/rjsf-stand-ins.ts):
// rjsf's registry lists them, but the kit's registry overrides every one, so they are never rendered
// and need not be shipped. A test holds the list and the kit's registry together.
export default function ReplacedByTheKit(): null {
  return null;
}
