// Which sale a flow that mounts takes: the one its provider keeps for this customer and key (a sale
// in progress while the flow was off the screen), resumed, or a new one, kept from then on.
import type { KeptRegistry } from './kept-registry';
import type { SellState } from './machine';

/** What the registry keeps: a sale that says how many views show it and can be resumed (the controller). */
export interface KeptSale {
  getState(): SellState;
  views(): number;
  resume(): void;
}

/**
 * The sale kept for this customer and key, resumed, or a new one from `create()` kept there (also
 * when the kept one does not `fit`, e.g. it sells another crypto currency).
 */
export function takeKeptSale<C extends KeptSale>(
  registry: KeptRegistry<C>,
  customerId: string | undefined,
  key: string,
  create: () => C,
  fits: (state: SellState) => boolean = () => true,
): C {
  const found = registry.find(customerId, key);
  if (found && fits(found.getState())) {
    if (found.views() === 0) found.resume();
    return found;
  }
  const created = create();
  registry.keep(customerId, key, created);
  return created;
}
