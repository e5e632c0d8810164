import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Badge } from '../../src/components/shared/Badge';
import { Button } from '../../src/components/shared/Button';
import { EmptyState } from '../../src/components/shared/EmptyState';
import { Heading } from '../../src/components/shared/Heading';
import { Notice } from '../../src/components/shared/Notice';
import { Skeleton } from '../../src/components/shared/Skeleton';
import { InKit } from '../support/in-kit';
import { KitWords } from '../support/kit-words';
import { expectNoticeFocusRing } from '../support/notice-focus';
import { storyT } from '../support/locale';

const meta = {
  title: 'Shared/Feedback',
  parameters: {
    docs: {
      description: {
        component: `The primitives that say how things stand (internal): \`Heading\` (its level from the provider's \`headingLevel\`), \`Badge\` (a status pill whose mark differs in shape by tone), \`Notice\` (a temporary problem in the warning tone, the support reference folded under "Details"), \`EmptyState\` (icon, title, action) and the shape-matched \`Skeleton\` variants (line, amount, card, list).

\`\`\`tsx
<Notice tone="warning" title={t('error.type.Conflict')} reference={error.instance} action={<Button variant="secondary" onClick={retry}>{t('common.retry')}</Button>} />
<EmptyState title={t('tx.list.empty')} action={<Button onClick={sell}>{t('sell.title')}</Button>} />
<Skeleton variant="card" />
\`\`\``,
      },
    },
  },
  loaders: [async (context) => ({ t: await storyT(context) })],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;
type T = (key: string, values?: Record<string, string>) => string;

export const HeadingsAndBadges: Story = {
  render: (_args, { loaded }) => {
    const t = loaded.t as T;
    return (
      <InKit>
        <Heading>{t('sell.title')}</Heading>
        <Heading section>{t('tx.title')}</Heading>
        <div className="rk-row">
          <Badge tone="success">{t('tx.status.Settled')}</Badge>
          <Badge tone="pending">{t('tx.status.Pending')}</Badge>
          <Badge tone="warning">{t('common.offline').split('.')[0]}</Badge>
          <Badge tone="danger">{t('tx.status.Failed')}</Badge>
          <Badge>{t('sell.step.quote')}</Badge>
        </div>
      </InKit>
    );
  },
  play: async ({ canvasElement, loaded }) => {
    const t = loaded.t as T;
    const canvas = within(canvasElement);
    // The provider's default level: 2 for a title, 3 for a section.
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(t('sell.title'));
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(t('tx.title'));
  },
};

export const TemporaryProblem: Story = {
  // Words from the provider at render, so they follow a switch of language.
  render: () => (
    <KitWords>
      {(t) => (
        <InKit>
          <Notice tone="warning" title={t('error.type.Conflict')} reference="7f3c2a9e-5b1d-4c8e-9a20-3f6d1b2c4e5f" action={<Button variant="secondary">{t('common.retry')}</Button>} />
          <Notice tone="info">{t('sell.estimate.note')}</Notice>
        </InKit>
      )}
    </KitWords>
  ),
  play: async ({ canvasElement, loaded }) => {
    const t = loaded.t as T;
    const canvas = within(canvasElement);
    const notice = canvasElement.querySelector<HTMLElement>('[data-slot=notice][data-tone=warning]')!;
    // The reference is folded away under Details; opening it shows it whole, inside the notice,
    // breaking (on a narrow phone) only after one of its hyphens, never inside a group.
    const reference = notice.querySelector<HTMLElement>('[data-value=id]')!;
    await expect(reference).not.toBeVisible();
    const details = canvas.getByText(t('common.details'));
    await userEvent.click(details);
    await expect(reference).toBeVisible();
    // The pictures show "Details" focused, its ring in the notice's colour.
    await expectNoticeFocusRing(details);
    await expect(reference.getBoundingClientRect().right).toBeLessThanOrEqual(notice.getBoundingClientRect().right);
    const text = reference.firstChild!;
    const lineOf = (i: number) => {
      const range = document.createRange();
      range.setStart(text, i);
      range.setEnd(text, i + 1);
      return Math.round(range.getBoundingClientRect().top);
    };
    const value = text.textContent!;
    for (let i = 1; i < value.length; i++) if (lineOf(i) !== lineOf(i - 1)) await expect(value[i - 1]).toBe('-');
  },
};

export const Empty: Story = {
  render: (_args, { loaded }) => {
    const t = loaded.t as T;
    return (
      <InKit>
        <EmptyState title={t('tx.list.empty')} description={t('sell.method.empty')} action={<Button>{t('sell.title')}</Button>} />
      </InKit>
    );
  },
  play: async ({ canvasElement, loaded }) => {
    const t = loaded.t as T;
    await expect(within(canvasElement).getByRole('button', { name: t('sell.title') })).toBeVisible();
  },
};

export const Skeletons: Story = {
  render: () => (
    <InKit>
      <Skeleton variant="line" width="50%" />
      <Skeleton variant="amount" />
      <Skeleton variant="card" />
      <Skeleton variant="list" rows={3} />
    </InKit>
  ),
  play: async ({ canvasElement }) => {
    // Decorative: hidden from assistive technology, shaped like what comes.
    for (const bone of canvasElement.querySelectorAll('.rk-skeleton, .rk-skeleton-card, .rk-skeleton-list')) await expect(bone.closest('[aria-hidden=true]')).not.toBeNull();
    await expect(canvasElement.querySelectorAll('[data-slot=skeleton-list] [data-slot=row]')).toHaveLength(3);
  },
};
