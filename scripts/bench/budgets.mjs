// The byte budgets of a host that embeds only SellFlow (gzip; React, ReactDOM and TanStack Query
// are the host's), in one place: `npm run bench` prints each figure against them (host-size.mjs),
// and `npm test` fails when the built package breaks one (scripts/check-bundle.mjs).
export const BUDGETS = {
  /**
   * What the host loads before anyone types an amount: about 30 KB of script plus the kit's own
   * stylesheet, which the provider injects from the same bundle (docs/adr/0004, raised by 0008 and
   * by 0160, lowered by 0161: what only later steps use loads with the later screens; raised by
   * 0169 for the first screen's checks and states a review round found missing, by 0189 for a
   * sale's reload, route and retry rules, by 0194 for a second accessibility round, and by 0198
   * for a change of customer that resets the kit's reads).
   */
  firstPaintKb: 45.6,
  /** The kit's stylesheet alone (dist/styles.css, gzip): what a host linking it instead pays (raised by 0169, 0189 and 0192). */
  stylesheetKb: 8.7,
  /**
   * What the form step adds on top: rjsf (renderer and utils, with their allOf merge and deep
   * equality as the libraries ship them), the eval-free validator and the kit's form code, with the
   * locale's date entry, printable-ASCII writing and localized messages (docs/adr/0004, raised by 0008;
   * counted on top of the later screens and set to what that measures by 0161; raised by 0194).
   */
  formStepKb: 61.5,
};

/** Packages rjsf imports that the form chunk must not carry: their stand-ins answer instead. */
export const STOOD_IN = ['fast-uri', 'markdown-to-jsx'];

/**
 * The proxy's own CPU per request with everything on (Redis store and sessions, metrics, request
 * log, OpenTelemetry tracing) over a bare node:http forwarder's, same requests at the same rate
 * (issue 29, "watching must not cost"): `npm run bench` prints each against them (proxy-watched.mjs).
 */
export const PROXY_CPU_TARGETS = { get: 1.5, signedPost: 2 };
