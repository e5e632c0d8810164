// The story test runs' reflow look (vitest.setup.ts, after the photographs): the story as it stands
// after its play, squeezed to 320 px (WCAG 1.4.10's width), then with WCAG 1.4.12's text spacing
// on top; each time the page must not scroll sideways and no word may break inside itself
// (tooling/kit-checks/reflow.ts). The frame goes back to the phone afterwards.
import type { AfterEach } from '@storybook/react-vite';
import { brokenWordFindings, sidewaysScrollFindings, TEXT_SPACING_CSS } from '../tooling/kit-checks/reflow';
import { kitRoots, type Finding } from '../tooling/kit-checks/dom';
import { currentStory, frame, isCurrentStory, settleFindings } from './checks';
import { PHONE, resizeFrame } from './photograph';

export const REFLOW_WIDTH = 320;

function look(doc: Document, when: string): Finding[] {
  return [...sidewaysScrollFindings(doc, when), ...brokenWordFindings(kitRoots(doc), when)];
}

export const reflowLook: AfterEach = async ({ canvasElement, viewMode, id, parameters }) => {
  if (viewMode === 'docs') return;
  const turn = currentStory();
  const doc = canvasElement.ownerDocument;
  if (!kitRoots(doc).length) return;
  const findings: Finding[] = [];
  const spacing = doc.createElement('style');
  spacing.textContent = TEXT_SPACING_CSS;
  try {
    await resizeFrame(REFLOW_WIDTH, PHONE.height);
    await frame();
    if (!isCurrentStory(turn)) return;
    findings.push(...look(doc, `at ${REFLOW_WIDTH} px`));
    doc.head.appendChild(spacing);
    await frame();
    findings.push(...look(doc, `at ${REFLOW_WIDTH} px with WCAG 1.4.12 text spacing`));
  } finally {
    spacing.remove();
    // An abandoned story leaves the frame to the one now running (resetStage sized it).
    if (isCurrentStory(turn)) {
      await resizeFrame(PHONE.width, PHONE.height);
      await frame();
    }
  }
  await settleFindings({ id, parameters }, findings, turn);
};
