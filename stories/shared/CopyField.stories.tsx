import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CopyField } from '../../src/components/shared/CopyField';
import { copiedAndHeld, standInClipboard } from '../support/hold-copied';
import { storyLocale } from '../support/locale';

const meta = {
  title: 'Shared/CopyField',
  component: CopyField,
  args: { label: 'IBAN', value: 'DE89370400440532013000', onValueCopied: fn() },
  parameters: {
    docs: {
      description: {
        component: `A label over its value (an IBAN or account number in groups of four, copied without the spaces) with a Copy button that shows "Copied ✓" for 2 s; its name says "IBAN copied" meanwhile (said once: a polite live region speaks only of a refused clipboard); a \`hintId\` ties a hint about the value to the Copy button; when the browser refuses the clipboard the value is selected and the customer is told to copy it with the keyboard. Used for bank details, references and deposit addresses.

\`\`\`tsx
<CopyField label="Reference" value={details.Reference} />
\`\`\``,
      },
    },
  },
} satisfies Meta<typeof CopyField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A clipboard that takes the value (a test browser needs permission: the story stands in for it). */
export const Copied: Story = {
  beforeEach: copiedAndHeld,
  play: async (context) => {
    const { t } = await storyLocale(context);
    const canvas = within(context.canvasElement);
    const button = canvas.getByRole('button', { name: t('common.copy', { label: 'IBAN' }) });
    await userEvent.click(button);
    // Said once, by the button's name as it reads ("Copied ✓"): the status stays quiet.
    await waitFor(() => expect(button).toHaveAccessibleName(t('common.copied', { label: 'IBAN' })));
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(context.args.onValueCopied).toHaveBeenCalledWith('DE89370400440532013000');
  },
};

/** The browser refuses the clipboard: the value is selected and the customer told how to copy it. */
export const Refused: Story = {
  beforeEach: () => standInClipboard('refuses'),
  play: async (context) => {
    const { t } = await storyLocale(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('common.copy', { label: 'IBAN' }) }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(t('common.copy-failed', { label: 'IBAN' }));
    // What the keyboard then copies is the value itself: no line break between its groups.
    await expect(context.canvasElement.ownerDocument.getSelection()?.toString()).toBe('DE89370400440532013000');
  },
};
