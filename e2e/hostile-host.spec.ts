// The kit on a hostile host page: a CMS theme's global element rules (e2e/pages/gallery/hostile.css:
// `input { width: 100% }`, `label { display: block; float: left }`, `* { box-sizing }`,
// `button { all: unset }`, `div { display: flex }`, table and list resets, `svg { display: none }`,
// `[hidden] { display: block !important }`, big type, uppercase...) loaded after the kit's CSS.
// Every component must stay readable, measured: controls visible with a size and a name, buttons
// that look like buttons, fields inside their containers, text at 4.5:1, nothing overlapping, and
// nothing of the kit making the page scroll sideways at 360 px.
import type { Page } from '@playwright/test';
import { expect, openGallery, test } from './pages/gallery-fixture';
import type { StyleMode } from './pages/gallery-server';

interface Problem {
  section: string;
  what: string;
}

/** Runs every measurement in the page and returns what fails, by gallery section. */
function measure(page: Page): Promise<Problem[]> {
  return page.evaluate(() => {
    const problems: Problem[] = [];
    const sectionOf = (el: Element) => el.closest<HTMLElement>('[data-gallery]')?.dataset.gallery ?? '?';
    const describe = (el: Element) => {
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? ` class="${el.className}"` : ''}>${text}`;
    };
    const report = (el: Element, what: string) => problems.push({ section: sectionOf(el), what: `${describe(el)}: ${what}` });
    const roots = [...document.querySelectorAll('[data-rampkit-root]')];
    const inKit = (selector: string) => roots.flatMap((root) => [...root.querySelectorAll<HTMLElement>(selector)]);
    const shown = (el: Element) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true });
    // Hidden for the eye but kept for screen readers: the kit's class, or inside a box clipped to
    // nothing (a table's header row on a phone, where each cell carries its label instead).
    const clippedAway = (el: Element) => {
      for (let node: Element | null = el; node; node = node.parentElement) if (getComputedStyle(node).getPropertyValue('clip') === 'rect(0px, 0px, 0px, 0px)') return true;
      return false;
    };
    const visuallyHidden = (el: Element) => Boolean(el.closest('.rk-visually-hidden')) || clippedAway(el);

    // --- Colours and contrast (WCAG 2.x) ---
    const parse = (c: string): [number, number, number, number] | undefined => {
      const m = /rgba?\(([^)]+)\)/.exec(c);
      if (!m) return undefined;
      const [r, g, b, a = '1'] = m[1]!.split(/[\s,/]+/).filter(Boolean);
      return [Number(r), Number(g), Number(b), Number(a)];
    };
    const lum = ([r, g, b]: number[]) => {
      const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r!) + 0.7152 * f(g!) + 0.0722 * f(b!);
    };
    const ratio = (a: number[], b: number[]) => {
      const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p) as [number, number];
      return (x + 0.05) / (y + 0.05);
    };
    /** The colour behind an element: the first opaque background up the tree, blending translucent ones. */
    const backgroundOf = (el: Element): number[] | undefined => {
      const layers: number[][] = [];
      for (let node: Element | null = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.backgroundImage !== 'none') return undefined; // a gradient or image: not measurable here
        const c = parse(style.backgroundColor);
        if (c && c[3] > 0) {
          layers.push(c);
          if (c[3] >= 1) break;
        }
      }
      let base = [255, 255, 255];
      for (const [r, g, b, a] of layers.reverse()) base = [r! * a! + base[0]! * (1 - a!), g! * a! + base[1]! * (1 - a!), b! * a! + base[2]! * (1 - a!)];
      return base;
    };

    // --- Text: readable size, contrast, no overlap ---
    const boxes: { el: Element; rect: DOMRect }[] = [];
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const el = node.parentElement!;
        if (!node.nodeValue?.trim() || el.closest('style, option, [data-host]') || visuallyHidden(el) || !shown(el)) continue;
        const style = getComputedStyle(el);
        const size = parseFloat(style.fontSize);
        if (size < 12) report(el, `text at ${size}px`);
        const disabled = el.closest(':disabled, [aria-disabled=true], [data-disabled]');
        const fg = parse(style.color);
        const bg = backgroundOf(el);
        if (fg && bg && !disabled) {
          const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
          const r = ratio(fg, bg);
          if (r < (large ? 3 : 4.5)) report(el, `contrast ${r.toFixed(2)} (${style.color} on rgb(${bg.map(Math.round).join(', ')}))`);
        }
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 0.5 && rect.height > 0.5) boxes.push({ el, rect });
      }
    }

    // --- Controls: shown, sized, named; buttons look like buttons; fields inside their container ---
    const nameOf = (el: HTMLElement): string => {
      const by = el.getAttribute('aria-labelledby');
      if (by) return by.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ').trim();
      const label = el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? '';
      if (label.trim()) return label.trim();
      if (el.matches('button, a, [role=button], summary')) return (el.textContent ?? '').trim();
      return (el.getAttribute('title') ?? '').trim();
    };
    const controls = inKit('button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=radio], [role=checkbox], [role=tab], summary');
    for (const el of controls) {
      if (!nameOf(el)) report(el, 'no accessible name');
      if (visuallyHidden(el)) continue;
      const rect = el.getBoundingClientRect();
      if (!shown(el) || rect.width < 1 || rect.height < 1) {
        report(el, `not shown (${Math.round(rect.width)}x${Math.round(rect.height)})`);
        continue;
      }
      boxes.push({ el, rect });
      if (el.matches('input:not([type=radio]):not([type=checkbox]), select, textarea')) {
        const parent = el.parentElement!.getBoundingClientRect();
        if (rect.left < parent.left - 0.5 || rect.right > parent.right + 0.5) report(el, `overflows its container (${Math.round(rect.left)}–${Math.round(rect.right)} in ${Math.round(parent.left)}–${Math.round(parent.right)})`);
      }
      if (el.matches('button, [role=button]')) {
        const style = getComputedStyle(el);
        const looksLikeLink = el.matches('.rk-link') && style.textDecorationLine.includes('underline');
        const border = parseFloat(style.borderTopWidth) > 0 && style.borderTopStyle !== 'none' && (parse(style.borderTopColor)?.[3] ?? 0) > 0;
        const fill = (parse(style.backgroundColor)?.[3] ?? 0) > 0;
        const padded = parseFloat(style.paddingLeft) >= 4 && parseFloat(style.paddingTop) >= 2;
        // A done step's segment of the progress bar: its face is the bar its ::after draws (the step's
        // name is read, not shown), so that bar must still be drawn under the theme.
        const bar = el.matches('.rk-step-segment') ? getComputedStyle(el, '::after') : undefined;
        const barDrawn = !!bar && (parse(bar.backgroundColor)?.[3] ?? 0) > 0 && parseFloat(bar.height) >= 4;
        if (!looksLikeLink && !barDrawn && !((border || fill) && padded)) report(el, `does not look like a button (border ${style.borderTopWidth} ${style.borderTopStyle}, background ${style.backgroundColor}, padding ${style.paddingTop} ${style.paddingLeft})`);
        if (style.cursor !== 'pointer' && !el.matches(':disabled')) report(el, `cursor ${style.cursor}`);
      }
    }

    // --- Nothing overlaps: text and controls of unrelated elements never cover each other ---
    const inStickyBar = (el: Element) => {
      for (let n: Element | null = el; n && !n.matches('[data-rampkit-root]'); n = n.parentElement) if (getComputedStyle(n).position === 'sticky') return true;
      return false;
    };
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        if (a.el === b.el || a.el.contains(b.el) || b.el.contains(a.el)) continue;
        // A phone's sticky action bar (opaque) covers the content scrolling under it by design.
        if (inStickyBar(a.el) !== inStickyBar(b.el)) continue;
        const w = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
        const h = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
        if (w > 1 && h > 1) report(a.el, `overlaps ${describe(b.el)} by ${Math.round(w)}x${Math.round(h)}`);
      }
    }

    // --- Nothing wider than the kit's root or the viewport ---
    for (const root of roots) {
      const edge = root.getBoundingClientRect().right;
      for (const el of root.querySelectorAll('*')) {
        const r = el.getBoundingClientRect();
        if (r.width > 0 && r.right > edge + 1 && shown(el) && !visuallyHidden(el)) report(el, `sticks out of the kit by ${Math.round(r.right - edge)}px`);
      }
    }
    // The page's own headings are the host's (the kit no longer touches them: a theme's huge
    // letter-spaced h2 may overflow a phone by itself); the kit must not make the page scroll.
    for (const root of roots) {
      const right = root.getBoundingClientRect().right;
      if (right > window.innerWidth + 1) report(root, `makes the page scroll sideways: its right edge at ${Math.round(right)}px in ${window.innerWidth}px`);
    }
    return problems;
  });
}

function summary(problems: Problem[]): string[] {
  return problems.map((p) => `${p.section}: ${p.what}`);
}

test.describe('the kit on a hostile host page', () => {
  test.describe.configure({ timeout: 180_000 });

  for (const [styles, width] of [['linked', 360], ['injected', 360], ['linked', 1280]] as [StyleMode, number][]) {
    test(`every component stays readable under a CMS theme's global rules (${styles} styles, ${width} px)`, async ({ page, gallery }) => {
      await page.setViewportSize({ width, height: 900 });
      await openGallery(page, gallery, { styles, hostile: true });
      // The theme did load (it would have turned every button into bare text).
      expect(await page.evaluate(() => getComputedStyle(document.body).textTransform)).toBe('uppercase');
      expect(summary(await measure(page))).toEqual([]);
    });
  }

  // The measurements can fail: the same page without the kit's CSS (unstyled parts under the
  // theme) breaks several of them.
  test('the measurements catch a kit that the theme has broken', async ({ page, gallery }) => {
    await page.setViewportSize({ width: 360, height: 900 });
    await openGallery(page, gallery, { styles: 'blocked', hostile: true, only: ['ErrorPanel', 'OnboardingLauncher', 'DynamicForm', 'Balances'] });
    const problems = summary(await measure(page));
    expect(problems.some((p) => p.includes('does not look like a button'))).toBe(true);
    expect(problems.some((p) => p.includes('overflows its container') || p.includes('scroll sideways') || p.includes('sticks out'))).toBe(true);
  });
});
