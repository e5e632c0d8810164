import { render } from '@testing-library/react';
import { Markdown as Full } from 'markdown-to-jsx/react';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';

// What rjsf words in markdown itself (its English strings), and the inline markdown a host's
// description may carry: the stand-in renders the same HTML as markdown-to-jsx.
const SAME = [
  '**photo.jpg** (image/jpeg, 20 bytes)',
  'Unsupported field schema for field `Name`: _Unknown field type string_.',
  'Unsupported field schema: *no type*.',
  'Read the [terms](https://example.com/terms) first',
  'A plain description without markup',
  'First paragraph.\n\nSecond with **strong** text.',
  'snake_case_name stays as it is',
];

const html = (node: React.ReactNode) => render(<div>{node}</div>).container.innerHTML;

describe('the markdown-to-jsx stand-in', () => {
  it.each(SAME)('renders %j as markdown-to-jsx does', (text) => {
    expect(html(<Markdown options={{ disableParsingRawHTML: true }}>{text}</Markdown>)).toBe(
      html(<Full options={{ disableParsingRawHTML: true }}>{text}</Full>),
    );
  });

  it('shows raw HTML and script links as text, never as markup', () => {
    const { container } = render(<Markdown>{'<img src=x onerror=alert(1)> [x](javascript:alert(1))'}</Markdown>);
    expect(container.querySelector('img, a')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror=alert(1)> [x](javascript:alert(1))');
  });

  it('passes its props to the wrapper (rjsf gives a data-testid)', () => {
    const { container } = render(<Markdown data-testid="markdown">{'**a**'}</Markdown>);
    expect(container.querySelector('[data-testid="markdown"] strong')?.textContent).toBe('a');
  });
});
