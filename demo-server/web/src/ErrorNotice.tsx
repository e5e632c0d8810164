import { ApiError } from 'rampkit/api';

/** An ApiError in an aria-live alert, with each field problem listed. */
export function ErrorNotice({ error }: { error: unknown }) {
  if (!error) return <div aria-live="assertive" />;
  const apiError = error instanceof ApiError ? error : undefined;
  return (
    <div role="alert" aria-live="assertive">
      <p>{apiError ? apiError.detail : String(error)}</p>
      {apiError && Object.keys(apiError.fieldErrors).length ? (
        <ul>
          {Object.entries(apiError.fieldErrors).map(([field, problems]) => (
            <li key={field}>
              {field}: {problems.map((p) => p.description).join('; ')}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
