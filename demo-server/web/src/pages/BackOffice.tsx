// The business's own back-office form: creates a reliance customer through the business's server
// (its back-office route calls PUT /customers there, signed; the browser never calls it through the
// proxy). One request at a time: a double-click sends one. The spec keeps postal address strings
// to printable ASCII: the address lines are sent written in ASCII (the kit's toPrintableAscii), and
// each says under it how it will be sent, in the kit's words. What the contract's checks find is
// said in the demo's words (staff read the back office in their language), an empty field always as
// required; an id already taken (409) too; anything else the server answers comes in English (the
// server's words): marked so, under the field.
import { useRef, useState } from 'react';
import { ApiError, apiErrorFromResponse, IndividualCustomerInputSchema } from 'rampkit/api';
import { ErrorPanel, toPrintableAscii, useRampkit } from 'rampkit';
import { useWords, type DemoWordKey } from '../words';
import { contractProblems, isTakenId } from './back-office-problems';

const empty = { CustomerID: '', FirstName: '', LastName: '', DateOfBirth: '', Street: '', City: '', PostCode: '', State: '', Country: 'DE', IDNumber: '' };
type Key = keyof typeof empty;
const ADDRESS_LINES = new Set<Key>(['Street', 'City', 'PostCode', 'State']);

/** Each field: its label, and the path the contract's problems name it by. */
const FIELDS: { key: Key; label: DemoWordKey; path: string; autoComplete?: string }[] = [
  { key: 'CustomerID', label: 'bo.customerId', path: 'CustomerID', autoComplete: 'off' },
  { key: 'FirstName', label: 'bo.firstName', path: 'FullName.FirstName', autoComplete: 'off' },
  { key: 'LastName', label: 'bo.lastName', path: 'FullName.LastName', autoComplete: 'off' },
  { key: 'DateOfBirth', label: 'bo.dateOfBirth', path: 'DateOfBirth', autoComplete: 'off' },
  { key: 'IDNumber', label: 'bo.passport', path: 'Identities.0.IDNumber', autoComplete: 'off' },
  { key: 'Street', label: 'bo.street', path: 'PrimaryResidence.Street', autoComplete: 'off' },
  { key: 'City', label: 'bo.city', path: 'PrimaryResidence.City', autoComplete: 'off' },
  { key: 'PostCode', label: 'bo.postCode', path: 'PrimaryResidence.PostCode', autoComplete: 'off' },
  { key: 'State', label: 'bo.state', path: 'PrimaryResidence.State', autoComplete: 'off' },
  { key: 'Country', label: 'bo.country', path: 'PrimaryResidence.Country', autoComplete: 'off' },
];
const fieldOf = (path: string) => FIELDS.find((f) => f.path === path);
/** Where the postcode comes before the town ("10115 Berlin": every language here but English), it is asked first. */
const inAddressOrder = (locale: string) =>
  locale === 'en' ? FIELDS : FIELDS.map((f) => (f.key === 'City' ? fieldOf('PrimaryResidence.PostCode')! : f.key === 'PostCode' ? fieldOf('PrimaryResidence.City')! : f));

export function BackOffice() {
  const { t } = useRampkit('BackOffice');
  const { say, locale } = useWords();
  const [values, setValues] = useState(empty);
  /** Problems by field path: the demo's own words, or the server's (English). */
  const [fieldErrors, setFieldErrors] = useState<Record<string, { text: string; english?: boolean }>>({});
  const [error, setError] = useState<ApiError | null>(null);
  const [done, setDone] = useState<string>();
  const [sending, setSending] = useState(false);
  // The button disables on the next render; a second click before it must still find the form busy.
  const inFlight = useRef(false);
  const idField = useRef<HTMLInputElement>(null);
  /** An address line as it will be sent: in ASCII, or as typed when it has characters with no ASCII form. */
  const sent = (k: Key) => {
    const ascii = ADDRESS_LINES.has(k) ? toPrintableAscii(values[k]) : undefined;
    return ascii?.ok ? ascii.text : values[k];
  };

  const submit = async (e: React.SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (inFlight.current) return;
    setDone(undefined);
    setError(null);
    const body = {
      Type: 'Individual' as const,
      FullName: { FirstName: values.FirstName, LastName: values.LastName },
      DateOfBirth: values.DateOfBirth,
      Identities: [{ IssuingCountry: values.Country, IDNumber: values.IDNumber, IDType: 'Passport' }],
      PrimaryResidence: { Street: sent('Street'), City: sent('City'), PostCode: sent('PostCode'), State: sent('State'), Country: values.Country },
    };
    // Same rules as the server's, from the shared contract: mistakes show before any request.
    const parsed = IndividualCustomerInputSchema.safeParse(body);
    // A line with characters no rule writes in ASCII: say which, rather than the contract's rule.
    const refusals = [...ADDRESS_LINES].flatMap((k) => {
      const ascii = toPrintableAscii(values[k]);
      return ascii.ok ? [] : [[`PrimaryResidence.${k}`, { text: t('form.ascii.refused', { characters: ascii.refused.join(' ') }) }] as const];
    });
    const problems: Record<string, { text: string; english?: boolean }> = Object.fromEntries([
      // Reversed, so a field's first problem is the one kept.
      ...(parsed.success ? [] : contractProblems(parsed.error.issues, body)).reverse().map((p) => [p.Field, { text: say(p.word, p.values) }] as const),
      ...refusals,
      ...(values.CustomerID ? [] : [['CustomerID', { text: say('bo.required') }] as const]),
    ]);
    setFieldErrors(problems);
    if (Object.keys(problems).length) return;
    inFlight.current = true;
    setSending(true);
    try {
      const response = await fetch(`/demo/back-office/customers/${encodeURIComponent(values.CustomerID)}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const answer: unknown = await response.json().catch(() => undefined);
      if (!response.ok) {
        const apiError = apiErrorFromResponse(response.status, answer, { action: 'PutCustomer' });
        if (isTakenId(apiError)) {
          // The id is someone's already (or being made a moment ago): said on the field, in the
          // staff's language, with the field ready for another. The kit's words for a 409 are about
          // a request repeated, not a name taken.
          setFieldErrors({ CustomerID: { text: say('bo.taken') } });
          idField.current?.focus();
          return;
        }
        setFieldErrors(Object.fromEntries(Object.entries(apiError.fieldErrors).map(([f, errs]) => [f, { text: errs[0]?.description ?? '', english: true }])));
        setError(apiError);
        return;
      }
      setDone(say('bo.created', { id: values.CustomerID }));
    } catch (failure) {
      setError(ApiError.network('PutCustomer', failure));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return (
    <section aria-labelledby="reliance-title" className="acme-card acme-card--tool">
      <p className="acme-eyebrow">{say('signin.staff')}</p>
      <h2 id="reliance-title" className="acme-section-title">
        {say('bo.title')}
      </h2>
      <p className="acme-muted">{say('bo.lede')}</p>
      <form onSubmit={submit} noValidate className="acme-form acme-grid">
        {inAddressOrder(locale).map(({ key, label, path, autoComplete }) => {
          const ascii = ADDRESS_LINES.has(key) ? toPrintableAscii(values[key]) : undefined;
          const preview = ascii?.ok && ascii.changed ? ascii.text : undefined;
          const problem = fieldErrors[path];
          const describedBy = [preview ? `rel-${key}-ascii` : '', problem ? `rel-${key}-error` : ''].filter(Boolean).join(' ');
          return (
            <div className="acme-field" key={key} data-wide={key === 'CustomerID' || key === 'Street' || undefined}>
              <label htmlFor={`rel-${key}`}>{say(label)}</label>
              <input
                ref={key === 'CustomerID' ? idField : undefined}
                id={`rel-${key}`}
                className="acme-input"
                value={values[key]}
                autoComplete={autoComplete}
                onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
                aria-invalid={problem ? true : undefined}
                aria-describedby={describedBy || undefined}
              />
              {preview ? (
                <p className="acme-hint" id={`rel-${key}-ascii`} data-slot="ascii-preview">
                  {t('form.ascii.preview', { value: preview })}
                </p>
              ) : null}
              {problem ? (
                <p className="acme-field-error" id={`rel-${key}-error`} lang={problem.english && locale !== 'en' ? 'en' : undefined}>
                  {problem.text}
                </p>
              ) : null}
            </div>
          );
        })}
        <div className="acme-actions" data-wide>
          <button type="submit" className="acme-button acme-button--primary" disabled={sending} aria-busy={sending}>
            {say('bo.submit')}
          </button>
        </div>
      </form>
      <p role="status" className="acme-status">
        {done ?? ''}
      </p>
      <ErrorPanel error={error} fieldId={(path) => (fieldOf(path) ? `rel-${fieldOf(path)!.key}` : undefined)} fieldLabel={(path) => (fieldOf(path) ? say(fieldOf(path)!.label) : undefined)} />
    </section>
  );
}
