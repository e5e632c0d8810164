// Under prefers-reduced-motion: reduce nothing in the kit moves (WCAG 2.3.3): no kit element has an
// animation or a transition longer than 0.01 s, read from the computed style of every element (and
// its ::before and ::after) inside the kit's roots and from the page's running animations, while
// the components load (skeletons, spinners) and once their data is in.
import type { Page } from '@playwright/test';
import { expect, openGallery, test } from './pages/gallery-fixture';

function moving(page: Page) {
  return page.evaluate(() => {
    const seconds = (list: string) => Math.max(0, ...list.split(',').map((d) => (d.trim().endsWith('ms') ? parseFloat(d) / 1000 : parseFloat(d)) || 0));
    const name = (el: Element, pseudo = '') => `<${el.tagName.toLowerCase()}${el.getAttribute('data-slot') ? ` ${el.getAttribute('data-slot')}` : ''}${el.className && typeof el.className === 'string' ? ` .${el.className}` : ''}>${pseudo}`;
    const found: string[] = [];
    const elements = [...document.querySelectorAll('[data-rampkit-root], [data-rampkit-root] *')];
    for (const el of elements) {
      for (const pseudo of ['', '::before', '::after']) {
        const style = getComputedStyle(el, pseudo || null);
        const transition = seconds(style.transitionDuration) + seconds(style.transitionDelay);
        if (transition > 0.01 && style.transitionProperty !== 'none') found.push(`${name(el, pseudo)} transition ${style.transitionProperty} ${style.transitionDuration}`);
        if (style.animationName !== 'none' && seconds(style.animationDuration) > 0.01) found.push(`${name(el, pseudo)} animation ${style.animationName} ${style.animationDuration}`);
      }
    }
    for (const animation of document.getAnimations()) {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      const duration = Number(animation.effect?.getComputedTiming().duration ?? 0) / 1000;
      if (target?.closest('[data-rampkit-root]') && animation.playState === 'running' && duration > 0.01) found.push(`${name(target)} runs ${duration}s`);
    }
    return { found, elements: elements.length };
  });
}

test('under reduced motion no kit element animates or transitions for more than 0.01 s', async ({ page, gallery }) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(gallery.url());
  // While loading: the skeletons (a shimmer) and spinners are there.
  await expect(page.locator('[data-rampkit-root] .rk-skeleton').first()).toBeAttached();
  const loading = await moving(page);
  expect(loading.found).toEqual([]);
  await openGallery(page, gallery);
  const settled = await moving(page);
  console.log(`reduced motion: ${loading.elements} kit elements while loading, ${settled.elements} once settled, ${loading.found.length + settled.found.length} moving`);
  expect(settled.found).toEqual([]);
});

test('without the preference the same reading finds the kit’s transitions (the check can fail)', async ({ page, gallery }) => {
  test.setTimeout(120_000);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await openGallery(page, gallery);
  expect((await moving(page)).found.length).toBeGreaterThan(0);
});
