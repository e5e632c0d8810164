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
        component: `The actions at the end of a step (an internal primitive): one per step, the primary action first in reading and tab order. Side by side from 480 px; on a phone stacked at full width and sticky at the bottom of the screen, above the safe-area inset.

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
    // On a phone (the test runs are 360 px wide) both are full width, the primary on top.
    if (window.innerWidth < 480) {
      const [primary, back] = buttons.map((b) => b.getBoundingClientRect());
      await expect(Math.round(primary!.width)).toBe(Math.round(back!.width));
      await expect(primary!.top).toBeLessThan(back!.top);
      await expect(getComputedStyle(bar).position).toBe('sticky');
    }
  },
};
