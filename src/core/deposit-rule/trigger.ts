// The trigger a deposit rule is made with, by the kit's name for it: a module of its own, so the
// kit's event union (core/events.ts) can name it without importing the controller that emits it.

/** Sells the next deposit once, every deposit, or once at the quote's price until the quote ends. */
export type DepositTriggerKind = 'single' | 'permanent' | 'quoted';
