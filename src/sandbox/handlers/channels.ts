// Channels, countries, channel forms and prices.
import type { Channel, FormSchema } from '../../api/channels';
import type { PriceItem } from '../../api/prices';
import { compare } from '../../core/decimal';
import { sha256Hex } from '../../wire/hash';
import type { Handler, SandboxContext } from '../context';
import { publicPaymentMethod } from '../context';
import { fieldError, notFound } from '../envelope';
import { priceSell, rateOf, CRYPTO_DP } from '../money';
import { paginate } from '../paging';
import { seedChannels, type SeedChannel } from '../seed/channels';
import { div } from '../../core/decimal';
import { FiatCurrencyCodeSchema } from '../../api/common';

export function findChannel(id: string): SeedChannel {
  const channel = seedChannels.find((c) => c.ID === id);
  if (!channel) throw notFound('ChannelID', `Channel ${id}`);
  return channel;
}

/** The channel schema without the top-level answers a stored payment method already gives. */
export function reducedSchema(schema: FormSchema, answers: Record<string, unknown> | undefined): FormSchema {
  if (!answers) return schema;
  const properties = Object.fromEntries(Object.entries(schema.properties).filter(([k]) => !(k in answers)));
  return { ...schema, properties, required: (schema.required ?? []).filter((k) => !(k in answers)) };
}

async function channelView(ctx: SandboxContext, channel: SeedChannel, crypto: string, q: { FiatAmount?: string; CustomerID?: string; PaymentMethodID?: string }): Promise<Channel> {
  const found = q.PaymentMethodID ? ctx.state.paymentMethods.get(q.PaymentMethodID) : undefined;
  // Another customer's method is no method here: its answers would show what they stored.
  const stored = found && (!q.CustomerID || found.CustomerID === q.CustomerID) ? found : undefined;
  const recent = q.CustomerID ? recentMethods(ctx, q.CustomerID, channel.ID) : undefined;
  const schema = reducedSchema(channel.formSchema, stored?.channelId === channel.ID ? stored.answers : undefined);
  return {
    ID: channel.ID,
    PaymentMethodCategory: channel.PaymentMethodCategory,
    PaymentMethodType: channel.PaymentMethodType,
    FiatCurrency: channel.FiatCurrency as Channel['FiatCurrency'],
    Country: channel.Country as Channel['Country'],
    ...(q.FiatAmount !== undefined ? { Calculated: { TotalFee: priceSell(channel, crypto, { fiat: q.FiatAmount }).channelFee } } : {}),
    FeeConfig: channel.FeeConfig as Channel['FeeConfig'],
    Limits: channel.Limits,
    Rate: rateOf(crypto, channel.FiatCurrency),
    ...(recent ? { PaymentMethods: recent.map((m) => ({ ID: m.ID, PaymentMethodType: channel.PaymentMethodType, Details: publicPaymentMethod(m).DisplayDetails, ...(m.AccountHolderDetails ? { AccountHolderDetails: m.AccountHolderDetails } : {}) })) } : {}),
    ProcessingSeconds: channel.ProcessingSeconds,
    ProcessingTier: channel.ProcessingTier,
    FormSchema: schema,
    FormMetadata: { ContentHash: await contentHash(channel.formSchema) },
  };
}

/** How many of a customer's methods for a channel it lists: the most recent, oldest first. */
export const RECENT_METHODS = 5;

function recentMethods(ctx: SandboxContext, customerId: string, channelId: string) {
  const recent = [];
  const methods = ctx.state.paymentMethods.ofCustomer(customerId);
  for (let i = methods.length - 1; i >= 0 && recent.length < RECENT_METHODS; i -= 1) {
    if (methods[i]!.channelId === channelId) recent.push(methods[i]!);
  }
  return recent.reverse();
}

// A seed schema never changes, so its hash is computed once, not on every channel list.
const hashes = new WeakMap<FormSchema, Promise<string>>();
function contentHash(schema: FormSchema): Promise<string> {
  let hash = hashes.get(schema);
  if (!hash) hashes.set(schema, (hash = sha256Hex(JSON.stringify(schema))));
  return hash;
}


export const listSellChannels: Handler<'listSellChannels'> = async (ctx, { query: q }) => {
  const matching = seedChannels.filter((c) => (!q.Country || c.Country === q.Country) && (!q.FiatCurrency || c.FiatCurrency === q.FiatCurrency));
  const views = await Promise.all(matching.map((c) => channelView(ctx, c, q.CryptoCurrency as string, q)));
  return { status: 200, body: paginate(views, q) };
};

export const getChannel: Handler<'getChannel'> = async (ctx, { params, query: q }) => {
  return { status: 200, body: await channelView(ctx, findChannel(params.ChannelID), q.CryptoCurrency as string, q) };
};

export const listSellCountries: Handler<'listSellCountries'> = () => {
  const map: Record<string, string[]> = {};
  for (const c of seedChannels) {
    const list = (map[c.Country] ??= []);
    if (!list.includes(c.FiatCurrency)) list.push(c.FiatCurrency);
  }
  return { status: 200, body: map };
};

export const getChannelForm: Handler<'getChannelForm'> = (ctx, { params, query: q }) => {
  const channel = findChannel(params.ChannelID);
  let answers: Record<string, unknown> | undefined;
  if (q.PaymentMethodID) {
    const stored = ctx.state.paymentMethods.get(q.PaymentMethodID);
    if (!stored || (q.CustomerID && stored.CustomerID !== q.CustomerID)) throw notFound('PaymentMethodID', `Payment method ${q.PaymentMethodID}`);
    if (stored.channelId === channel.ID) answers = stored.answers;
  }
  return { status: 200, body: { FormSchema: reducedSchema(channel.formSchema, answers) } };
};

const CRYPTO = new Set(Object.keys(CRYPTO_DP));

export const getPrices: Handler<'getPrices'> = (ctx, { query: q }) => {
  const sellSide = CRYPTO.has(q.SourceCurrency as string);
  const crypto = sellSide ? q.SourceCurrency : q.DestinationCurrency;
  const fiat = sellSide ? q.DestinationCurrency : q.SourceCurrency;
  if (!CRYPTO.has(crypto as string)) throw fieldError(sellSide ? 'DestinationCurrency' : 'SourceCurrency', 'one side must be a sandbox crypto currency: BTC_TEST, ETH_TEST_SEPOLIA or USDC_TEST');
  // A code that is no fiat currency at all is a malformed request, not an unsupported one.
  if (!FiatCurrencyCodeSchema.safeParse(fiat).success) throw fieldError(sellSide ? 'DestinationCurrency' : 'SourceCurrency', 'must be an ISO 4217 currency code, such as EUR, on the other side of the crypto currency');
  const channels = seedChannels.filter((c) => c.FiatCurrency === fiat && (!q.Country || c.Country === q.Country) && (!q.PaymentMethodCategory || c.PaymentMethodCategory === q.PaymentMethodCategory));
  if (channels.length === 0) throw fieldError(sellSide ? 'DestinationCurrency' : 'SourceCurrency', `no channel pays out ${fiat}${q.Country ? ` in ${q.Country}` : ''}`, 'NotSupported');
  const byCategory = new Map<string, SeedChannel[]>();
  for (const c of channels) byCategory.set(c.PaymentMethodCategory, [...(byCategory.get(c.PaymentMethodCategory) ?? []), c]);
  const items: PriceItem[] = [...byCategory.entries()].map(([category, list]) => {
    const rate = rateOf(crypto as string, fiat as string);
    const base: PriceItem = { PaymentMethodCategory: category as PriceItem['PaymentMethodCategory'], Rate: rate, UpdatedAt: ctx.clock.iso() };
    const amount = sellSide ? (q.DestinationAmount !== undefined ? { fiat: q.DestinationAmount } : q.SourceAmount !== undefined ? { crypto: q.SourceAmount } : undefined) : undefined;
    if (!amount) return base;
    // The cheapest channel of the category prices the trade.
    const priced = list.map((c) => priceSell(c, crypto as string, amount)).sort((a, b) => compare(a.totalFee, b.totalFee))[0]!;
    return {
      ...base,
      TotalFee: priced.totalFee,
      BusinessFee: priced.businessFee,
      SourceAmount: priced.cryptoAmount,
      DestinationAmount: priced.fiatAmount,
      CryptoFeeBreakdown: [{ Type: 'ChannelFee', Amount: div(priced.channelFee, rate, CRYPTO_DP[crypto as string] ?? 8, 'up') }],
    };
  });
  return { status: 200, body: { Items: items } };
};
