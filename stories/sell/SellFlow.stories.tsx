import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SellFlow } from '../../src/components/SellFlow';
import { freshBackend } from '../../.storybook/backend';

const meta = { title: 'Sell/SellFlow', component: SellFlow, args: { cryptoCurrency: 'BTC_TEST' } } satisfies Meta<typeof SellFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Start: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: 'Country' }, { timeout: 5000 })).toBeInTheDocument();
    await expect(canvas.getByRole('list', { name: 'Progress' }).querySelector('[aria-current=step]')).toHaveTextContent('Amount');
  },
};

export const ChooseChannel: Story = {
  args: { defaultAmount: { CryptoCurrency: 'BTC_TEST', Country: 'DE', FiatCurrency: 'EUR', FiatAmount: '150' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('group', { name: 'How do you want to be paid?' }, { timeout: 5000 })).toBeInTheDocument();
  },
};

export const InvalidAmount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Country' }, { timeout: 5000 }), 'DE');
    await userEvent.type(canvas.getByRole('textbox', { name: /Amount in/ }), '12,5');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(canvas.getByText(/Enter an amount greater than 0/)).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: /Amount in/ })).toHaveValue('12,5');
  },
};

export const NotVerified: Story = {
  args: { defaultAmount: { CryptoCurrency: 'BTC_TEST', Country: 'DE', FiatCurrency: 'EUR', FiatAmount: '150' }, onVerificationRequired: () => undefined },
  loaders: [freshBackend(async (b) => b.client.startOnboarding({ params: { CustomerID: b.customerId }, body: { ReturnURL: 'https://shop.example/back' } }), { approved: false })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('group', { name: 'How do you want to be paid?' }, { timeout: 5000 });
    await userEvent.click(within(group).getAllByRole('radio')[0]!);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: /IBAN/ }, { timeout: 5000 }), 'DE89370400440532013000');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Account holder type/ }), 'Individual');
    await userEvent.type(await canvas.findByRole('textbox', { name: /First name/ }), 'Ana');
    await userEvent.type(canvas.getByRole('textbox', { name: /Last name/ }), 'Silva');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByRole('button', { name: 'Continue verification' }, { timeout: 5000 })).toBeInTheDocument();
  },
};

async function fillAch(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const group = await canvas.findByRole('group', { name: 'How do you want to be paid?' }, { timeout: 5000 });
  await userEvent.click(within(group).getAllByRole('radio').find((r) => r.closest('[data-slot=channel]')?.textContent?.includes('Bank Ach'))!);
  await userEvent.click(await canvas.findByRole('button', { name: 'Continue' }));
  await userEvent.type(await canvas.findByRole('textbox', { name: /Routing number/ }, { timeout: 5000 }), '011000015');
  await userEvent.type(canvas.getByRole('textbox', { name: /Account number/ }), '000123456789');
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Account type/ }), 'Checking');
  await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Account holder type/ }), 'Individual');
  await userEvent.type(await canvas.findByRole('textbox', { name: /First name/ }), 'Ana');
  await userEvent.type(canvas.getByRole('textbox', { name: /Last name/ }), 'Silva');
  await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
}

export const NextStepAck: Story = {
  args: { defaultAmount: { CryptoCurrency: 'BTC_TEST', Country: 'US', FiatCurrency: 'USD', FiatAmount: '120' } },
  loaders: [freshBackend()],
  play: async ({ canvasElement }) => {
    await fillAch(canvasElement);
    const box = await within(canvasElement).findByRole('checkbox', {}, { timeout: 5000 });
    await expect(box.closest('[data-slot=next-step]')).toHaveAttribute('data-step-type', 'Ack');
  },
};

export const Quote: Story = {
  args: { defaultAmount: { CryptoCurrency: 'BTC_TEST', Country: 'US', FiatCurrency: 'USD', FiatAmount: '120' } },
  loaders: [freshBackend()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillAch(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', {}, { timeout: 5000 }));
    await userEvent.click(canvas.getByRole('button', { name: 'I agree' }));
    const quote = await canvas.findByRole('region', { name: 'Your quote' }, { timeout: 5000 });
    await expect(quote).toHaveTextContent('$120.00');
    await expect(within(quote).getByRole('button', { name: 'Sell now' })).toBeEnabled();
  },
};
