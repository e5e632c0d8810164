// The business's own back-office form: creates a reliance customer through the business's server
// (its back-office route calls PUT /customers there, signed; the browser never calls it through the
// proxy). One request at a time: a double-click sends one. The spec keeps postal address strings
// to printable ASCII: the address lines are sent written in ASCII (the kit's toPrintableAscii), and
// each says under it how it will be sent, in the kit's words.
import { useRef, useState } from 'react';
import { ApiError, apiErrorFromResponse, IndividualCustomerInputSchema, zodIssuesToFieldProblems } from 'rampkit/api';
import { toPrintableAscii, useRampkit } from 'rampkit';
import { ErrorNotice } from './ErrorNotice';

const empty = { CustomerID: '', FirstName: '', LastName: '', DateOfBirth: '', Street: '', City: '', PostCode: '', State: '', Country: 'DE', IDNumber: '' };
const ADDRESS_LINES = new Set<keyof typeof empty>(['Street', 'City', 'PostCode', 'State']);

export function BusinessCustomerForm() {
  const { t } = useRampkit('BusinessCustomerForm');
  const [values, setValues] = useState(empty);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<unknown>();
  const [done, setDone] = useState<string>();
  const [sending, setSending] = useState(false);
  // The button disables on the next render; a second click before it must still find the form busy.
  const inFlight = useRef(false);
  const set = (k: keyof typeof empty) => (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [k]: e.target.value }));
  /** An address line as it will be sent: in ASCII, or as typed when it has characters with no ASCII form. */
  const sent = (k: keyof typeof empty) => {
    const ascii = ADDRESS_LINES.has(k) ? toPrintableAscii(values[k]) : undefined;
    return ascii?.ok ? ascii.text : values[k];
  };
  const field = (k: keyof typeof empty, label: string, path = k as string) => {
    const ascii = ADDRESS_LINES.has(k) ? toPrintableAscii(values[k]) : undefined;
    const preview = ascii?.ok && ascii.changed ? ascii.text : undefined;
    const describedBy = [preview ? `rel-${k}-ascii` : '', fieldErrors[path] ? `rel-${k}-error` : ''].filter(Boolean).join(' ');
    return (
      <div>
        <label htmlFor={`rel-${k}`}>{label}</label>
        <input id={`rel-${k}`} value={values[k]} onChange={set(k)} aria-invalid={fieldErrors[path] ? true : undefined} aria-describedby={describedBy || undefined} />
        {preview ? <p className="field-hint" id={`rel-${k}-ascii`} data-slot="ascii-preview">{t('form.ascii.preview', { value: preview })}</p> : null}
        {fieldErrors[path] ? <p className="field-error" id={`rel-${k}-error`}>{fieldErrors[path]}</p> : null}
      </div>
    );
  };

  const submit = async (e: React.SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (inFlight.current) return;
    setDone(undefined);
    setError(undefined);
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
      return ascii.ok ? [] : [{ Field: `PrimaryResidence.${k}`, Reason: 'SchemaValidation' as const, Description: t('form.ascii.refused', { characters: ascii.refused.join(' ') }) }];
    });
    const problems = [...(parsed.success ? [] : zodIssuesToFieldProblems(parsed.error.issues, undefined, body)).filter((p) => !refusals.some((r) => r.Field === p.Field)), ...refusals];
    if (!values.CustomerID) problems.push({ Field: 'CustomerID', Reason: 'SchemaValidation', Description: 'is required' });
    setFieldErrors(Object.fromEntries(problems.map((p) => [p.Field, p.Description])));
    if (problems.length) return;
    inFlight.current = true;
    setSending(true);
    try {
      const response = await fetch(`/demo/back-office/customers/${encodeURIComponent(values.CustomerID)}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const answer: unknown = await response.json().catch(() => undefined);
      if (!response.ok) {
        const apiError = apiErrorFromResponse(response.status, answer, { action: 'PutCustomer' });
        setFieldErrors(Object.fromEntries(Object.entries(apiError.fieldErrors).map(([f, errs]) => [f, errs[0]?.description ?? ''])));
        setError(apiError);
        return;
      }
      setDone(`Customer ${values.CustomerID} created and approved (reliance model).`);
    } catch (failure) {
      setError(ApiError.network('PutCustomer', failure));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return (
    <section aria-labelledby="reliance-title">
      <h2 id="reliance-title">Back office: add a verified customer</h2>
      <form onSubmit={submit} noValidate>
        {field('CustomerID', 'New customer’s ID')}
        {field('FirstName', 'First name', 'FullName.FirstName')}
        {field('LastName', 'Last name', 'FullName.LastName')}
        {field('DateOfBirth', 'Date of birth (YYYY-MM-DD)')}
        {field('IDNumber', 'Passport number', 'Identities.0.IDNumber')}
        {field('Street', 'Street', 'PrimaryResidence.Street')}
        {field('City', 'City', 'PrimaryResidence.City')}
        {field('PostCode', 'Post code', 'PrimaryResidence.PostCode')}
        {field('State', 'State or region', 'PrimaryResidence.State')}
        {field('Country', 'Country (ISO code)', 'PrimaryResidence.Country')}
        <button type="submit" disabled={sending} aria-busy={sending}>
          Create customer
        </button>
      </form>
      {done ? <p role="status">{done}</p> : null}
      <ErrorNotice error={error} />
    </section>
  );
}
