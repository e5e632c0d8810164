// What a stories file says on its docs page, read from its source text: the component its meta
// documents and the description (parameters.docs.description.component), as the string literal
// the file writes ('…', "…" or a template without ${}). Used by scripts/storybook-docs.mjs to
// know what each built docs page must show.

export interface StoriesDocs {
  /** The meta's `component: Name`, when it names one. */
  component?: string;
  description?: string;
}

export function docsOfStoriesFile(source: string): StoriesDocs {
  const component = /^\s*component:\s*([A-Z]\w*)\s*,/m.exec(source)?.[1];
  const start = /description:\s*\{\s*component:\s*/.exec(source);
  const description = start ? readStringLiteral(source, start.index + start[0].length) : undefined;
  return { ...(component ? { component } : {}), ...(description !== undefined ? { description } : {}) };
}

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r' };

/** The string literal starting at `at`, unescaped; undefined when there is none there. */
export function readStringLiteral(source: string, at: number): string | undefined {
  const quote = source[at];
  if (quote !== "'" && quote !== '"' && quote !== '`') return undefined;
  let text = '';
  for (let i = at + 1; i < source.length; i++) {
    const c = source[i]!;
    if (c === quote) return text;
    if (quote === '`' && c === '$' && source[i + 1] === '{') return undefined;
    if (c === '\\') {
      const next = source[++i]!;
      text += ESCAPES[next] ?? next;
    } else text += c;
  }
  return undefined;
}

/** The description's first paragraph as the docs page shows it: inline markdown dropped. */
export function plainText(markdown: string): string {
  const first = markdown.split(/\n\s*\n/)[0] ?? '';
  return first
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/`([^`]*)`/g, '$1');
}

/** The description's first code block (its usage snippet), without the fences. */
export function snippet(markdown: string): string | undefined {
  return /```\w*\n([\s\S]*?)\n?```/.exec(markdown)?.[1];
}
