import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ActionBar } from '../../src/components/shared/ActionBar';
import { Button } from '../../src/components/shared/Button';
import { InKit } from '../support/in-kit';
import { storyT } from '../support/locale';

const meta = {
  title: 'Shared/ActionBar',
  component: ActionBar,
  parameters: {
    docs: {
      description: {
        component: `The actions at the end of a step (an internal primitive): one per step, the primary action first in reading and tab order. Side by side; on a phone they share one row (the primary the wider), wrap to full width only when they do not fit, and the bar is sticky at the bottom of the screen, above the safe-area inset.

\`\`\`tsx
<ActionBar primary={<Button onClick={next}>{t('common.continue')}</Button>} secondary={<Button variant="secondary" onClick={back}>{t('common.back')}</Button>} />
\`\`\``,
      },
    },
  },
  loaders: [async (context) => ({ t: await storyT(context) })],
  render: (_args, { loaded }) => {
    const t = loaded.t as (key: string) => string;
    return (
      <InKit>
        <p>{t('sell.estimate.note')}</p>
        <ActionBar primary={<Button>{t('common.continue')}</Button>} secondary={<Button variant="secondary">{t('common.back')}</Button>} />
      </InKit>
    );
  },
} satisfies Meta<typeof ActionBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PrimaryFirst: Story = {
  args: { primary: null },
  play: async ({ canvasElement, loaded }) => {
    const t = loaded.t as (key: string) => string;
    const bar = canvasElement.querySelector<HTMLElement>('[data-slot=action-bar]')!;
    const buttons = within(bar).getAllByRole('button');
    await expect(buttons.map((b) => b.textContent)).toEqual([t('common.continue'), t('common.back')]);
    // On a phone (the test runs are 360 px wide) both share one row, the primary first and the
    // wider, filling it: stacked, the two took 130 px of a 740 px screen under a sticky bar.
    if (window.innerWidth < 480) {
      const [primary, back] = buttons.map((b) => b.getBoundingClientRect());
      await expect(primary!.top).toBe(back!.top);
      await expect(primary!.left).toBeLessThan(back!.left);
      await expect(primary!.width).toBeGreaterThan(back!.width);
      await expect(Math.round(back!.right)).toBe(Math.round(bar.getBoundingClientRect().right));
      await expect(getComputedStyle(bar).position).toBe('sticky');
    }
  },
};
