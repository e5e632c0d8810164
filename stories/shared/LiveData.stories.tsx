import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { useSellCountries } from '../../src/react/hooks';
import { ErrorPanel } from '../../src/components/shared/ErrorPanel';
import { Skeleton } from '../../src/components/shared/Skeleton';
import { storyLocale } from '../support/locale';

// Data from the real sandbox running in this browser tab, through the real proxy.
function CountriesList() {
  const { data, error, refetch, isPending } = useSellCountries();
  if (isPending) return <Skeleton width="12rem" />;
  return (
    <>
      <ErrorPanel error={error} onRetryRequested={() => void refetch()} />
      {data ? (
        <ul aria-label="Sell countries">
          {Object.entries(data).map(([country, currencies]) => (
            <li key={country}>
              {country}: {currencies?.join(', ')}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

const meta = {
  title: 'Shared/Live sandbox data',
  component: CountriesList,
  parameters: {
    docs: {
      description: {
        component: `The hooks under the components, on their own: \`useSellCountries\` against the real sandbox running in this tab, through the real proxy, with ErrorPanel and Try again for a failed read. Every operation has its hook (see docs/public-api.md).

\`\`\`tsx
const { data, error, refetch } = useSellCountries();
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof CountriesList>;
export default meta;

export const SellCountries: StoryObj<typeof meta> = {
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Sell countries' }, { timeout: 5000 });
    await expect(list).toHaveTextContent('DE: EUR');
    await expect(list).toHaveTextContent('BR: BRL');
  },
};

export const UnderInjectedConflicts: StoryObj<typeof meta> = {
  globals: { faults: '409 always' },
  play: async (context) => {
    const { t } = await storyLocale(context);
    const alert = await within(context.canvasElement).findByRole('alert', {}, { timeout: 5000 });
    await expect(alert).toHaveTextContent(t('error.type.Conflict'));
  },
};
