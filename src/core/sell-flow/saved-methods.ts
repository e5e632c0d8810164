// Which of a customer's saved payout methods can receive a channel's payout: the same country and
// kind of method (a saved SEPA account for a SEPA channel). The account step lists these and "a new
// account"; with none, a new account is its only answer and the flow skips it (machine.ts).
import type { Channel } from '../../api/channels';
import type { PaymentMethod } from '../../api/payment-methods';

export function savedMethodsFor(channel: Pick<Channel, 'Country' | 'PaymentMethodCategory'>, methods: readonly PaymentMethod[]): PaymentMethod[] {
  return methods.filter((m) => m.Country === channel.Country && m.PaymentMethodCategory === channel.PaymentMethodCategory);
}
