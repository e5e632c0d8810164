// The base of every page object: a component found by its data-slot inside a scope (the page, or a
// host's own container), so two kits on one page never collide, and nothing is looked up by its
// English words: the same page object works in all six locales and inside any host layout.
import { errors, type Locator, type Page } from '@playwright/test';

/** Where a page object looks: the whole page, or a host's container holding one kit. */
export type Scope = Page | Locator;

export const pageOf = (scope: Scope): Page => ('goto' in scope ? scope : scope.page());

/** Attribute selector with its value quoted for CSS. */
export const slot = (name: string) => `[data-slot=${JSON.stringify(name)}]`;

/**
 * Clicks what is offered now, if it still is a moment later: false when it is not there, or went
 * away before the click (the kit's own retry answered meanwhile), so a loop can look again
 * instead of waiting its whole test for a button that will not come back.
 */
export async function clickIfOffered(target: Locator): Promise<boolean> {
  if (!(await target.isVisible())) return false;
  try {
    await target.click({ timeout: 5_000 });
    return true;
  } catch (error) {
    if (error instanceof errors.TimeoutError) return false;
    throw error;
  }
}

export class KitPart {
  /** The component's root element. */
  readonly root: Locator;

  constructor(scope: Scope, rootSlot: string) {
    this.root = scope.locator(slot(rootSlot));
  }

  /** The root's data-state (each component documents its states), or null while absent. */
  state(): Promise<string | null> {
    return this.root.getAttribute('data-state');
  }

  /**
   * The locale the kit speaks here: the `lang` its outermost root carries (en, de, …), whatever the
   * host's page says around it. Waits for the component.
   */
  locale(): Promise<string | null> {
    return this.root.first().evaluate((el) => el.closest('[lang]')?.getAttribute('lang') ?? null);
  }

  /** Inside this component, by data-slot. */
  slot(name: string): Locator {
    return this.root.locator(slot(name));
  }

  /** The component's error panel (role alert while open). */
  get errors(): ErrorPanelPart {
    return new ErrorPanelPart(this.root);
  }
}

/** The kit's error panel: what failed (data-error-type), field problems linked to their fields, a retry. */
export class ErrorPanelPart {
  readonly root: Locator;

  constructor(scope: Scope) {
    this.root = scope.locator(`${slot('error-panel')}[data-state=open]`).first();
  }

  get alert(): Locator {
    return this.root.getByRole('alert');
  }

  /** The spec's error Type (InvalidMessage, Unexpected, …), or null when no error is shown. */
  async type(): Promise<string | null> {
    return (await this.root.count()) ? this.alert.getAttribute('data-error-type') : null;
  }

  /** The links to the fields the service named, e.g. href #rk-field-Form-BankDetails-IBAN. */
  get fieldLinks(): Locator {
    return this.root.locator(`${slot('field-errors')} a`);
  }

  /** Follows the link to the field at `path` (Form.BankDetails.IBAN), which takes the focus. */
  async followField(path: string): Promise<void> {
    await this.fieldLinks.and(this.root.locator(`a[href="#rk-field-${path.replace(/[^A-Za-z0-9_-]/g, '-')}"]`)).click();
  }

  /** Presses "Try again" (or its translation). */
  async retry(): Promise<void> {
    await this.root.locator(slot('retry')).click();
  }

  /** Presses "Try again" if the panel offers it; false if it does not (or stopped offering it). */
  retryIfOffered(): Promise<boolean> {
    return clickIfOffered(this.root.locator(slot('retry')));
  }
}
