import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../../src/components/shared/Button';
import { InKit } from '../support/in-kit';
import { storyT } from '../support/locale';

const meta = {
  title: 'Shared/Button',
  component: Button,
  parameters: {
    docs: {
      description: {
        component: `The kit's button (an internal primitive every component uses). \`primary\` for the one main action of a step, \`secondary\` beside it, \`ghost\` for a quiet action, \`danger\` for one that cannot be undone. At least 48 px tall (44 px in the condensed density). While \`busy\` it keeps its name, size and colours, shows a spinner and says \`aria-busy\`; it stays focusable and ignores clicks.

\`\`\`tsx
<Button busy={prepare.isPending} onClick={next}>{t('common.continue')}</Button>
<Button variant="secondary" onClick={back}>{t('common.back')}</Button>
\`\`\``,
      },
    },
  },
  render: (_args, context) => <Variants t={context.loaded.t as (key: string) => string} />,
  loaders: [async (context) => ({ t: await storyT(context) })],
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

function Variants({ t }: { t: (key: string) => string }) {
  return (
    <InKit>
      <div className="rk-row">
        <Button>{t('common.continue')}</Button>
        <Button variant="secondary">{t('common.back')}</Button>
        <Button variant="ghost">{t('common.retry')}</Button>
        <Button variant="danger">{t('common.close')}</Button>
      </div>
      <div className="rk-row">
        <Button busy>{t('common.continue')}</Button>
        <Button variant="secondary" busy>
          {t('common.back')}
        </Button>
        <Button disabled>{t('common.continue')}</Button>
      </div>
    </InKit>
  );
}

export const Variants_: Story = {
  name: 'Variants and states',
  args: { children: null },
  play: async ({ canvasElement, loaded }) => {
    const t = loaded.t as (key: string) => string;
    const canvas = within(canvasElement);
    const [idle, busy] = canvas.getAllByRole('button', { name: t('common.continue') });
    // Busy: the same name, the same size, the same fill (not the disabled look), and aria-busy.
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(busy).not.toBeDisabled();
    const [a, b] = [idle!.getBoundingClientRect(), busy!.getBoundingClientRect()];
    await expect(Math.round(b.width)).toBe(Math.round(a.width));
    await expect(Math.round(b.height)).toBe(Math.round(a.height));
    await expect(getComputedStyle(busy!).opacity).toBe('1');
    await expect(getComputedStyle(busy!).backgroundColor).toBe(getComputedStyle(idle!).backgroundColor);
    // Every button reaches the 48 px control height and the 44 px target width.
    for (const button of canvas.getAllByRole('button')) {
      const box = button.getBoundingClientRect();
      await expect(box.height).toBeGreaterThanOrEqual(48);
      await expect(box.width).toBeGreaterThanOrEqual(44);
    }
  },
};
