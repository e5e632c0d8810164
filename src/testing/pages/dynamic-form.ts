// DynamicForm: a form drawn from a JSON schema. Fields are found by the answer's path (data-field,
// e.g. BankDetails.IBAN), never by their labels, so the same test fills a form in any language.
import type { Locator } from '@playwright/test';
import { answersFromSchema, choicesOf, fieldSchemaAt, overridePaths, type FormOverrides, type SchemaCarrier } from '../form-answers';
import { watchFormSchemas, type FormSchemaWatch } from './form-schema-watch';
import { ErrorPanelPart, KitPart, pageOf, slot, type Scope } from './part';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every answered leaf with its path; arrays of objects open into their items, as the form shows them. */
function formLeaves(answer: unknown, prefix: string[] = []): { path: string[]; value: unknown }[] {
  if (isObject(answer)) return Object.entries(answer).flatMap(([k, v]) => formLeaves(v, [...prefix, k]));
  if (Array.isArray(answer) && answer.some(isObject)) return [{ path: prefix, value: answer }, ...answer.flatMap((item, i) => formLeaves(item, [...prefix, String(i)]))];
  return [{ path: prefix, value: answer }];
}

/** What `DynamicFormPage.completeSteps` answers, and where it stops. */
export interface FormStepsOptions {
  /** What the host shows once its forms are done (its next screen): the loop ends when it is visible. */
  done: Locator;
  /** Overrides for the answers to a FormSchema (a channel's form). */
  form?: FormOverrides;
  /** Overrides for the answers to each NextStep, by StepType (DataEntry, Ack, …). */
  steps?: Record<string, FormOverrides>;
  /** At most this many forms (default 10): a host that never gets to `done` fails the loop. */
  limit?: number;
}

export class DynamicFormPage extends KitPart {
  private readonly schemas: FormSchemaWatch;
  private readonly scope: Scope;

  /** Make it before the page loads the kit to use `completeSteps` (it reads the schemas from the kit's traffic). */
  constructor(scope: Scope) {
    super(scope, 'dynamic-form');
    this.scope = scope;
    this.schemas = watchFormSchemas(pageOf(scope));
  }

  /**
   * A host's own form steps, outside SellFlow: fills the form on screen from the schema the kit last
   * received (a channel's FormSchema, then each NextStep a prepare answers), submits it, and goes on
   * with the next form the host shows, until `done` is visible. A refusal (the host's error panel,
   * an invalid field) throws at once, naming it. Returns what was answered, in order: `FormSchema`
   * or the NextStep's StepType.
   */
  async completeSteps({ done, form = {}, steps = {}, limit = 10 }: FormStepsOptions): Promise<string[]> {
    const answered: string[] = [];
    const errors = new ErrorPanelPart(this.scope);
    for (let i = 0; i < limit; i++) {
      await this.root.first().or(done).first().waitFor();
      if (await done.isVisible()) return answered;
      const latest = await this.schemas.latest();
      if (!latest) throw new Error('DynamicFormPage.completeSteps: no form schema seen yet; make the page object (or rampkit(page)) before the page loads the kit');
      const stepType = latest.kind === 'NextStep' ? String(latest.schema.StepType) : 'FormSchema';
      const shown = await this.root.first().elementHandle();
      await this.fillFromSchema(latest.schema, latest.kind === 'NextStep' ? steps[stepType] : form);
      // Listening before the submit: the next step's answer may be back before the click returns.
      const nextStep = this.schemas.next('NextStep');
      await this.submit();
      answered.push(stepType);
      const outcome = await Promise.race(
        [
          done.waitFor().then(() => 'done'),
          nextStep.then(() => 'step'),
          errors.alert.waitFor().then(() => 'error'),
          this.invalidFields.first().waitFor().then(() => 'invalid'),
        ].map((p) => p.catch(() => 'closed')),
      );
      nextStep.catch(() => undefined);
      if (outcome === 'error') throw new Error(`DynamicFormPage.completeSteps: the ${stepType} form was refused (${await errors.type()}): ${await errors.alert.innerText()}`);
      if (outcome === 'invalid') throw new Error(`DynamicFormPage.completeSteps: the ${stepType} form has invalid fields: ${(await this.invalidFields.evaluateAll((els) => els.map((e) => e.getAttribute('data-field')))).join(', ')}`);
      if (outcome === 'step') {
        // The host shows the step's form in place of the last one (a new element, or the same one
        // with the step's fields): wait for either before filling it.
        const step = await this.schemas.latest();
        const first = step ? formLeaves(answersFromSchema(step.schema)).find((leaf) => leaf.path.length > 0)?.path : undefined;
        await Promise.race([shown?.waitForElementState('hidden'), first ? this.field(first).waitFor({ state: 'attached' }) : undefined].filter(Boolean));
      }
    }
    throw new Error(`DynamicFormPage.completeSteps: more than ${limit} forms before the host's next screen (${answered.join(' → ')})`);
  }

  /** The field at an answer path (`BankDetails.IBAN` or ['BankDetails', 'IBAN']): its wrapper. */
  field(path: string | readonly string[]): Locator {
    const key = typeof path === 'string' ? path : path.join('.');
    return this.root.locator(`[data-field=${JSON.stringify(key)}]`).first();
  }

  /** The input, select or checkbox of the field at `path` (labelled, so also reachable by role). */
  control(path: string | readonly string[]): Locator {
    return this.field(path).locator('input, select, textarea').first();
  }

  /** The field's error text (empty while valid). */
  fieldError(path: string | readonly string[]): Locator {
    return this.field(path).locator(`${slot('field-error')}`).last();
  }

  /** Fields the form marks invalid. */
  get invalidFields(): Locator {
    return this.root.locator('[data-slot=field][data-state=invalid], [data-slot=group][data-state=invalid]');
  }

  async submit(): Promise<void> {
    await this.root.locator(slot('submit')).click();
  }

  /**
   * Fills the form with valid answers derived from `schema` (a FormSchema or a NextStep): consts,
   * valid examples, the first enum / oneOf choice, strings made for their pattern or format, along
   * the if/then branches the answers switch on. `overrides` set fields as given (nested or dotted
   * paths; `undefined` leaves a field empty), valid or not. Returns the answers it typed.
   */
  async fillFromSchema(schema: Json | SchemaCarrier, overrides: FormOverrides = {}): Promise<Json> {
    const form = (isObject(schema) && isObject(schema.Schema) && !('properties' in schema) ? schema.Schema : schema) as Json;
    const answer = answersFromSchema(form, overrides);
    await this.fill(form, answer);
    for (const { path, value } of overridePaths(overrides)) {
      if (value === undefined && (await this.field(path).count())) await this.clear(path);
    }
    return answer;
  }

  /** Types `answer` into the form (choices first: they reveal the fields of their branch). */
  async fill(schema: Json, answer: Json): Promise<void> {
    const queue = formLeaves(answer).filter((leaf) => leaf.path.length > 0);
    const isChoice = (leaf: { path: string[]; value: unknown }) => typeof leaf.value === 'boolean' || !!choicesOf(fieldSchemaAt(schema, answer, leaf.path));
    const ordered = [...queue.filter(isChoice), ...queue.filter((l) => !isChoice(l))];
    const missing: string[] = [];
    for (const leaf of ordered) {
      const field = this.field(leaf.path);
      const spec = fieldSchemaAt(schema, answer, leaf.path);
      if (!(await field.count())) {
        // A const the form keeps to itself (hidden, pre-set) needs no typing.
        if (spec && 'const' in spec) continue;
        // Revealed by an earlier choice: it comes with the next render.
        await field.waitFor({ state: 'attached', timeout: 10_000 }).catch(() => missing.push(leaf.path.join('.')));
        if (!(await field.count())) continue;
      }
      await this.set(schema, answer, leaf.path, leaf.value);
    }
    if (missing.length) throw new Error(`DynamicFormPage.fill: no field for ${missing.join(', ')} (is the form on screen the one of this schema?)`);
  }

  /** Sets one field to `value` as a customer would. */
  async set(schema: Json, answer: Json, path: readonly string[], value: unknown): Promise<void> {
    const field = this.field(path);
    if (Array.isArray(value) && value.some(isObject)) {
      // An array of objects: add items with the array's own button until each has its place.
      const key = path.join('.');
      for (let i = 0; i < value.length; i++) {
        const item = this.root.locator(`[data-field=${JSON.stringify(`${key}.${i}`)}]`);
        if (await item.count()) continue;
        await field.locator(slot('array-add')).last().click();
        await item.first().waitFor({ state: 'attached', timeout: 10_000 });
      }
      return;
    }
    const control = this.control(path);
    const tag = await control.evaluate((el) => `${el.tagName.toLowerCase()}:${(el as HTMLInputElement).type}`);
    if (tag.startsWith('select')) {
      const offered = choicesOf(fieldSchemaAt(schema, answer, path)) ?? [];
      const wanted = Array.isArray(value) ? value : [value];
      // Options carry their index as value and their choice as data-value (labels are translated and
      // may be sorted in the locale's order; see DynamicForm's SelectWidget). A host's own select
      // without data-value is taken in the schema's order.
      const byValue = await control.evaluate((el, json) => [...(el as HTMLSelectElement).options].filter((o) => o.dataset.value !== undefined && json.includes(o.dataset.value)).map((o) => o.value), wanted.map((v) => JSON.stringify(v)));
      const indices = byValue.length ? byValue : wanted.map((v) => offered.findIndex((o) => o === v)).filter((i) => i >= 0).map(String);
      await control.selectOption(indices.length ? indices : wanted.map((v) => ({ label: String(v) })));
    } else if (tag === 'input:checkbox') {
      await control.setChecked(value === true);
    } else {
      await control.fill(value === undefined || value === null ? '' : String(value));
    }
  }

  /** Empties a field (unticks a checkbox, picks the "choose" option of a select). */
  async clear(path: string | readonly string[]): Promise<void> {
    const control = this.control(path);
    const tag = await control.evaluate((el) => `${el.tagName.toLowerCase()}:${(el as HTMLInputElement).type}`);
    if (tag.startsWith('select')) await control.selectOption('');
    else if (tag === 'input:checkbox') await control.setChecked(false);
    else await control.fill('');
  }
}
