// Checks every story gets after its play function (preview.tsx `afterEach`).
import type { AfterEach } from '@storybook/react-vite';

const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** The elements that reach past the page's right edge, named so a failure says what to fix. */
function overflowing(doc: Document): string[] {
  const width = doc.documentElement.clientWidth;
  return [...doc.body.querySelectorAll<HTMLElement>('*')]
    .filter((el) => el.getBoundingClientRect().right > width + 0.5)
    .slice(0, 5)
    .map((el) => `${el.tagName.toLowerCase()}${el.dataset.slot ? `[data-slot=${el.dataset.slot}]` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} (right edge ${Math.round(el.getBoundingClientRect().right)} px)`);
}

/** No story scrolls sideways: the page is never wider than the window (360 px in the test runs). */
export const noSidewaysScroll: AfterEach = async ({ canvasElement, viewMode }) => {
  if (viewMode === 'docs') return;
  await frame();
  const doc = canvasElement.ownerDocument;
  const { scrollWidth, clientWidth } = doc.documentElement;
  if (scrollWidth > clientWidth) throw new Error(`The story scrolls sideways: ${scrollWidth} px of content in a ${clientWidth} px window. Widest: ${overflowing(doc).join(', ')}`);
};

/** Every docs page says what its component is for and how to use it. */
export const hasDocsDescription: AfterEach = ({ parameters, title }) => {
  const description = (parameters.docs as { description?: { component?: string } } | undefined)?.description?.component;
  if (!description?.trim()) throw new Error(`${title}: the docs page has no description (parameters.docs.description.component with a usage snippet)`);
};
