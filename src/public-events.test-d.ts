// Type tests of the one event union `onEvent` receives (run by `vitest --project types`): a host
// narrows it by `type`, and adding or dropping an event type is a deliberate change of this list.
import { describe, expectTypeOf, it } from 'vitest';
import type { ApiError, RampkitEvent, RampkitEventHandler, RampkitEventOf, RampkitEventType, RampkitProviderProps } from './index';
import type { Channel, DepositRuleResponse, NextStep, OnboardingStatus, SellQuote, Transaction } from './api/index';

describe('RampkitEvent', () => {
  it('has exactly these types', () => {
    expectTypeOf<RampkitEventType>().toEqualTypeOf<
      | 'channel.selected'
      | 'payment-method.selected'
      | 'form.step'
      | 'form.submitted'
      | 'quote.received'
      | 'quote.expired'
      | 'quote.changed'
      | 'quote.renewed'
      | 'sell.submitted'
      | 'sell.completed'
      | 'transaction.updated'
      | 'onboarding.started'
      | 'onboarding.status'
      | 'prefill.submitted'
      | 'deposit-rule.created'
      | 'error'
      | 'session.expired'
      | 'contract.mismatch'
      | 'i18n.missing'
    >();
  });

  it('narrows by type', () => {
    const handle = (event: RampkitEvent) => {
      switch (event.type) {
        case 'channel.selected':
          expectTypeOf(event.channel).toEqualTypeOf<Channel>();
          break;
        case 'form.step':
          expectTypeOf(event.step).toEqualTypeOf<NextStep>();
          expectTypeOf(event.formSessionId).toBeString();
          break;
        case 'quote.changed':
          expectTypeOf(event.previous).toEqualTypeOf<SellQuote>();
          expectTypeOf(event.next).toEqualTypeOf<SellQuote>();
          break;
        case 'quote.renewed':
          expectTypeOf(event.previous).toEqualTypeOf<SellQuote>();
          expectTypeOf(event.quote).toEqualTypeOf<SellQuote>();
          break;
        case 'sell.completed':
        case 'transaction.updated':
          expectTypeOf(event.transaction).toEqualTypeOf<Transaction>();
          break;
        case 'onboarding.status':
          expectTypeOf(event.status).toEqualTypeOf<OnboardingStatus | undefined>();
          break;
        case 'deposit-rule.created':
          expectTypeOf(event.rule).toEqualTypeOf<DepositRuleResponse>();
          expectTypeOf(event.trigger).toEqualTypeOf<'single' | 'permanent' | 'quoted'>();
          break;
        case 'error':
          expectTypeOf(event.error).toEqualTypeOf<ApiError>();
          // @ts-expect-error an error event carries no transaction
          void event.transaction;
          break;
        case 'session.expired':
          expectTypeOf(event.source).toEqualTypeOf<'events'>();
          break;
        default:
          expectTypeOf(event.type).toEqualTypeOf<Exclude<RampkitEventType, 'channel.selected' | 'form.step' | 'quote.changed' | 'quote.renewed' | 'sell.completed' | 'transaction.updated' | 'onboarding.status' | 'deposit-rule.created' | 'error' | 'session.expired'>>();
      }
    };
    expectTypeOf(handle).toExtend<RampkitEventHandler>();
  });

  it('picks one member by type', () => {
    expectTypeOf<RampkitEventOf<'quote.expired'>>().toEqualTypeOf<{ type: 'quote.expired'; quote: SellQuote }>();
    expectTypeOf<RampkitEventOf<'error'>['error']>().toEqualTypeOf<ApiError>();
  });

  it('is what the provider’s onEvent receives', () => {
    expectTypeOf<RampkitProviderProps['onEvent']>().toEqualTypeOf<RampkitEventHandler | undefined>();
  });
});
