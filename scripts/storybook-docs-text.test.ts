import { describe, expect, it } from 'vitest';
import { docsOfStoriesFile, plainText, snippet } from './storybook-docs-text';

describe('reading a stories file for its docs page', () => {
  it('reads a template-literal description with escaped backticks and the meta component', () => {
    const source = "const meta = {\n  title: 'Sell/X',\n  component: ChannelPicker,\n  parameters: { docs: { description: { component: `Pick one. Controlled (\\`value\\`).\n\n\\`\\`\\`tsx\n<ChannelPicker cryptoCurrency=\"BTC\" />\n\\`\\`\\`` } } },\n};";
    const docs = docsOfStoriesFile(source);
    expect(docs.component).toBe('ChannelPicker');
    expect(docs.description).toBe('Pick one. Controlled (`value`).\n\n```tsx\n<ChannelPicker cryptoCurrency="BTC" />\n```');
    expect(plainText(docs.description!)).toBe('Pick one. Controlled (value).');
    expect(snippet(docs.description!)).toBe('<ChannelPicker cryptoCurrency="BTC" />');
  });
  it('reads a quoted description with \\n escapes, on the line after its key', () => {
    const docs = docsOfStoriesFile("component: DepositRule,\n docs: {\n description: {\n component:\n  'Sell on deposit: **three** [triggers](#x).\\n\\n```tsx\\n<DepositRule />\\n```',\n }");
    expect(plainText(docs.description!)).toBe('Sell on deposit: three triggers.');
    expect(snippet(docs.description!)).toBe('<DepositRule />');
    expect(snippet('Two lines:\n\n```tsx\nconst a = 1;\n<A a={a} />\n```')).toBe('const a = 1;\n<A a={a} />');
  });
  it('has no description when the file gives none, or builds it at run time', () => {
    expect(docsOfStoriesFile('component: Amount,\n parameters: {}').description).toBeUndefined();
    expect(docsOfStoriesFile('description: { component: `Hi ${name}` }').description).toBeUndefined();
    expect(snippet('No code here.')).toBeUndefined();
  });
});
