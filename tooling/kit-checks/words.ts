// The words a customer reads inside the kit, checked against the catalogues (issue 27):
//  - in German, no string of the English catalogue and no English title of the sandbox's forms;
//  - in any language, no raw currency, network or payment method code outside a value or Details;
//  - in the pseudo-locale, no word that came from no catalogue: every catalogue string is accented
//    and bracketed (src/i18n/pseudo.ts), so plain ASCII letters outside the brackets leaked in.
// What a customer reads: text drawn on screen (clipped screen-reader text too), placeholders,
// aria-labels and titles, a select's chosen option. Values ([data-value], amounts) are data, not
// words; a service's own English is marked lang="en" by design.
import { componentOf, describeElement, flatText, isShown, type Finding } from './dom';

/** The word lists the checks compare with (tooling/kit-checks/word-data.ts builds them from the catalogues). */
export interface WordData {
  /** English catalogue strings without placeholders that no German string equals, flattened. */
  englishTexts: string[];
  /** English catalogue strings with placeholders, as patterns (a placeholder: any text). */
  englishTemplates: string[];
  /** German catalogue strings (the pseudo-locale's carrier), flattened: words kept in German after the switch. */
  germanTexts: string[];
  /** German catalogue strings with placeholders, as patterns. */
  germanTemplates: string[];
  /** The sandbox's form titles German says otherwise, lower-cased and flattened. */
  sandboxTitles: string[];
  /** Raw codes: test currencies, networks whose code is not their name, payment method types. */
  rawCodes: string[];
  /** Words any language shows as they are: networks, brands, payment systems. */
  properNouns: string[];
  /** ISO 3166 codes, whose Intl names in the page's language are words from no catalogue. */
  regionCodes: string[];
}

/** Data, not words: values, amounts, and what the page marks as never translated (a person's name). */
const VALUE = '[data-value], [data-slot=amount], [translate=no]';
const DETAILS = 'details, [data-slot=details]';
const SERVICE_TEXT = '[data-slot=service-text]';
const ATTRIBUTES = ['placeholder', 'aria-label', 'title', 'alt'] as const;

interface Words {
  el: Element;
  text: string;
  /** From an attribute, not drawn text. */
  attribute?: string;
}

/** Every text a customer reads inside the roots: text nodes by their element, then attributes. */
function readWords(roots: readonly HTMLElement[]): { nodes: { node: Text; el: Element }[]; attributes: Words[] } {
  const nodes: { node: Text; el: Element }[] = [];
  const attributes: Words[] = [];
  for (const root of roots) {
    const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const el = node.parentElement;
      if (!el || !node.data.trim() || el.closest('script, style, template, option, datalist') || !isShown(el)) continue;
      nodes.push({ node, el });
    }
    for (const el of [root, ...root.querySelectorAll('*')]) {
      for (const name of ATTRIBUTES) {
        const value = el.getAttribute(name);
        if (value?.trim() && isShown(el)) attributes.push({ el, text: value, attribute: name });
      }
      if (el instanceof HTMLSelectElement && el.selectedOptions[0] && isShown(el)) attributes.push({ el: el.selectedOptions[0], text: el.selectedOptions[0].text, attribute: 'selected option' });
    }
  }
  return { nodes, attributes };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const where = (w: Words) => (w.attribute ? ` (${w.attribute})` : '');

/** A matcher of a catalogue's text: whole strings, templates, and longer strings inside other text. */
export function catalogueMatcher(texts: readonly string[], patterns: readonly string[]): (text: string) => string | undefined {
  const exact = new Set(texts);
  // Longest first: the whole string a text holds, not a shorter one inside it.
  const inside = texts.filter((t) => t.includes(' ') && t.length >= 12).sort((a, b) => b.length - a.length).map((t) => ({ t, re: new RegExp(`(^|[^\\p{L}])${escape(t)}($|[^\\p{L}])`, 'u') }));
  const templates = patterns.map((source) => new RegExp(source, 'u'));
  return (raw) => {
    const text = flatText(raw);
    if (exact.has(text)) return text;
    for (const re of templates) if (re.test(text)) return text;
    return inside.find(({ re }) => re.test(text))?.t;
  };
}

/** German screens: English catalogue strings and the sandbox's English form titles. */
export function germanFindings(roots: readonly HTMLElement[], data: WordData): Finding[] {
  const english = catalogueMatcher(data.englishTexts, data.englishTemplates);
  const titles = new Set(data.sandboxTitles);
  const findings: Finding[] = [];
  const { nodes, attributes } = readWords(roots);
  // An element's whole text (a message split by the values in it), each text node, each attribute.
  const elements = new Set<Element>();
  const words: Words[] = [];
  for (const { node, el } of nodes) {
    if (el.closest(VALUE)) continue;
    if (!elements.has(el)) words.push({ el, text: el.textContent ?? '' });
    elements.add(el);
    words.push({ el, text: node.data });
  }
  const reported = new Set<string>();
  for (const w of [...words, ...attributes]) {
    const hit = english(w.text);
    const key = `${describeElement(w.el)}${where(w)}`;
    if (hit && !reported.has(key)) {
      reported.add(key);
      findings.push({ check: 'english-text', component: componentOf(w.el), element: key, detail: `English catalogue text "${hit}"` });
    }
    const title = flatText(w.text).toLowerCase();
    if (titles.has(title) && !reported.has(`title ${key}`)) {
      reported.add(`title ${key}`);
      findings.push({ check: 'sandbox-form-title', component: componentOf(w.el), element: key, detail: `the sandbox form's English "${flatText(w.text)}"${w.el.closest('[lang^=en]') ? ' (shown as English: the form vocabulary lacks it)' : ''}` });
    }
  }
  return findings;
}

/**
 * Raw codes anywhere a customer reads, outside values, Details areas and the service's own free
 * text (ServiceText: quoted as the service wrote it, marked lang="en", framed by the kit's words).
 */
export function rawCodeFindings(roots: readonly HTMLElement[], data: Pick<WordData, 'rawCodes'>): Finding[] {
  const codes = new RegExp(`(^|[^A-Za-z0-9_])(${data.rawCodes.map(escape).join('|')})(?![A-Za-z0-9_])`, 'g');
  const findings: Finding[] = [];
  const { nodes, attributes } = readWords(roots);
  for (const w of [...nodes.map(({ node, el }) => ({ el, text: node.data }) as Words), ...attributes]) {
    if (w.el.closest(VALUE) || w.el.closest(DETAILS) || w.el.closest(SERVICE_TEXT)) continue;
    const found = [...w.text.matchAll(codes)].map((m) => m[2]);
    if (found.length) findings.push({ check: 'raw-code', component: componentOf(w.el), element: `${describeElement(w.el)}${where(w)}`, detail: `shows ${[...new Set(found)].join(', ')} ("${flatText(w.text).slice(0, 60)}")` });
  }
  return findings;
}

/**
 * Words outside every pseudo-locale bracket that are plain ASCII: what came from no catalogue.
 * `depth` is the bracket depth where the text starts; returns the leaked words and the depth after.
 * Pure, so it is unit tested.
 */
export function unbracketedWords(text: string, depth: number, open = '⟦', close = '⟧'): { words: string[]; depth: number } {
  const words: string[] = [];
  let outside = '';
  for (const c of text) {
    if (c === open) depth++;
    else if (c === close) depth = Math.max(0, depth - 1);
    if (depth === 0 && c !== close) outside += c;
    else outside += ' ';
  }
  // Words as a person reads them; one with a digit, an @ or a dot inside is data (DE89…, a@b.c, v2).
  for (const token of outside.split(/[\s\u00a0\u202f]+/)) {
    if (/[\d@]|\w\.\w/.test(token)) continue;
    // A lone letter ("v" of "(v1)" split by a value) says nothing.
    for (const word of token.match(/[\p{L}'’-]+/gu) ?? []) if (/[A-Za-z]/.test(word) && word.length > 1) words.push(word);
  }
  return { words, depth };
}

/** The words Intl writes in a language: countries, units of time, months and weekdays, "and"/"or". */
function intlWords(lang: string, regionCodes: readonly string[]): Set<string> {
  const texts: string[] = [];
  const regions = new Intl.DisplayNames([lang], { type: 'region', fallback: 'none' });
  for (const code of regionCodes) texts.push(regions.of(code) ?? '');
  for (const unit of ['second', 'minute', 'hour', 'day', 'week', 'month', 'year'] as const) {
    for (const unitDisplay of ['long', 'short', 'narrow'] as const) for (const n of [1, 2, 10]) texts.push(new Intl.NumberFormat(lang, { style: 'unit', unit, unitDisplay }).format(n));
    for (const numeric of ['always', 'auto'] as const) for (const n of [-2, -1, 0, 1, 2]) texts.push(new Intl.RelativeTimeFormat(lang, { numeric }).format(n, unit));
  }
  for (let month = 0; month < 12; month++) for (const style of ['long', 'short'] as const) texts.push(new Intl.DateTimeFormat(lang, { month: style, timeZone: 'UTC' }).format(Date.UTC(2026, month, 15)));
  for (let day = 0; day < 7; day++) for (const style of ['long', 'short'] as const) texts.push(new Intl.DateTimeFormat(lang, { weekday: style, timeZone: 'UTC' }).format(Date.UTC(2026, 2, 9 + day)));
  for (const type of ['conjunction', 'disjunction'] as const) texts.push(new Intl.ListFormat(lang, { type }).format(['1', '2', '3']));
  return new Set(texts.flatMap((text) => text.match(/[\p{L}'’.-]+/gu) ?? []).flatMap((word) => [word, word.replace(/\.$/, '')]));
}

/** Words shown as they are in every language (codes such as EUR or IBAN, names), and the words Intl writes in the page's language. */
function keptWords(doc: Document, data: WordData): (word: string) => boolean {
  const lang = doc.querySelector('[data-rampkit-root]')?.getAttribute('lang') ?? 'en';
  const kept = intlWords(lang, data.regionCodes);
  for (const noun of data.properNouns) for (const word of noun.split(/[\s/]+/)) kept.add(word);
  return (word) => /^[A-Z][A-Z0-9]{1,5}$/.test(word) || kept.has(word) || kept.has(word.replace(/['’-]+$/, ''));
}

/** Pseudo-locale screens: every word outside the brackets that is not a value, a service text or a proper noun. */
export function pseudoFindings(roots: readonly HTMLElement[], data: WordData): Finding[] {
  if (!roots.length) return [];
  const kept = keptWords(roots[0]!.ownerDocument, data);
  const german = catalogueMatcher(data.germanTexts, data.germanTemplates);
  // A service's own text inside the kit is marked lang="en" on an element of its own (the root carries the carrier's lang).
  const service = (el: Element) => {
    const marked = el.closest('[lang]');
    return marked !== null && !marked.matches('[data-rampkit-root]') && /^en\b/i.test(marked.getAttribute('lang') ?? '');
  };
  const leaks = new Map<string, { el: Element; texts: string[] }>();
  const leak = (el: Element, key: string, text: string) => {
    const entry = leaks.get(key) ?? { el, texts: [] };
    entry.texts.push(flatText(text));
    leaks.set(key, entry);
  };
  const { nodes, attributes } = readWords(roots);
  // A root the pseudo-locale never reached (no bracket at all, the carrier's catalogue words still
  // there) takes its words from elsewhere: the story's own text, or a provider of its own.
  const unreached = new Set(roots.filter((root) => !(root.textContent ?? '').includes('⟦') && nodes.some(({ node }) => root.contains(node) && german(node.data))));
  const reached = (el: Element) => ![...unreached].some((root) => root.contains(el));
  // Bracket depth runs on across a message's text nodes (a value in the middle splits them).
  let depth = 0;
  let root: Element | null = null;
  for (const { node, el } of nodes) {
    const ownRoot = el.closest('[data-rampkit-root]');
    if (ownRoot !== root) {
      root = ownRoot;
      depth = 0;
    }
    const result = unbracketedWords(node.data, depth);
    depth = result.depth;
    if (el.closest(VALUE) || service(el) || !reached(el)) continue;
    if (result.words.some((word) => !kept(word))) leak(el, describeElement(el), node.data);
  }
  for (const w of attributes) {
    if (w.el.closest(VALUE) || service(w.el) || !reached(w.el)) continue;
    if (unbracketedWords(w.text, 0).words.some((word) => !kept(word))) leak(w.el, `${describeElement(w.el)}${where(w)}`, w.text);
  }
  return [...leaks].map(([element, { el, texts }]) => {
    const text = texts.join(' ').slice(0, 80);
    // German left on screen after the switch: kept as text where it should be rendered from its key.
    const stale = german(el.textContent ?? '') ?? texts.map((t) => german(t)).find(Boolean);
    return { check: 'pseudo-leak' as const, component: componentOf(el), element, detail: stale ? `still German after the switch to the pseudo-locale (kept as text, not rendered from its catalogue key): "${text}"` : `not from a catalogue: "${text}"` };
  });
}
