// Stands in for `markdown-to-jsx/react` inside the kit's bundled rjsf (tooling/rjsf-stand-ins.ts):
// 35 KB gz of a full markdown parser for what rjsf words in markdown itself, its English strings
// ("**photo.jpg** (image/jpeg, 20 bytes)", "Unsupported field schema for field `Name`: _reason_."),
// and descriptions or help a host marks `ui:enableMarkdownInDescription` / `ui:enableMarkdownInHelp`
// (the kit's own forms use neither). It renders inline markdown, **strong**, *emphasis* or
// _emphasis_, `code` and [links](https://…) to http(s) or mailto, with paragraphs at blank lines;
// anything else, raw HTML included, is shown as the text it is (never parsed as HTML).
import { createElement, type ReactNode } from 'react';

const INLINE = /\*\*([^*]+)\*\*|`([^`]+)`|\[([^\]]+)\]\(((?:https?:|mailto:)[^)\s]+)\)|(?<![\w*])\*([^*\s][^*]*)\*(?![\w*])|(?<!\w)_([^_\s][^_]*)_(?!\w)/g;

export function inline(text: string, keyPrefix = ''): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const [whole, strong, code, linkText, href, em1, em2] = match;
    if (match.index > last) out.push(text.slice(last, match.index));
    const key = `${keyPrefix}${match.index}`;
    if (strong !== undefined) out.push(createElement('strong', { key }, ...inline(strong, `${key}-`)));
    else if (code !== undefined) out.push(createElement('code', { key }, code));
    else if (linkText !== undefined) out.push(createElement('a', { key, href }, ...inline(linkText, `${key}-`)));
    else out.push(createElement('em', { key }, ...inline((em1 ?? em2) as string, `${key}-`)));
    last = match.index + whole.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

type MarkdownProps = { children?: ReactNode; options?: unknown } & Record<string, unknown>;

/** markdown-to-jsx's wrapper rule: text without markup renders bare, one paragraph in a span, several in a div of <p>s. */
export function Markdown({ children, options: _options, ...rest }: MarkdownProps): ReactNode {
  if (typeof children !== 'string') return createElement('span', rest, children);
  const paragraphs = children.trim().split(/\n\s*\n/);
  if (paragraphs.length === 1) {
    const parts = inline(paragraphs[0] as string);
    return parts.length === 1 && typeof parts[0] === 'string' ? parts[0] : createElement('span', rest, ...parts);
  }
  return createElement('div', rest, ...paragraphs.map((p, i) => createElement('p', { key: i }, ...inline(p))));
}

export default Markdown;
