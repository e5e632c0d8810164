// The byte budgets of a host that embeds only SellFlow (gzip; React, ReactDOM and TanStack Query
// are the host's), in one place: `npm run bench` prints each figure against them (host-size.mjs),
// and `npm test` fails when the built package breaks one (scripts/check-bundle.mjs).
export const BUDGETS = {
  /** What the host loads before anyone types an amount. */
  firstPaintKb: 30,
  /**
   * What the form step adds on top: rjsf (renderer and utils, with their allOf merge and deep
   * equality as the libraries ship them), the eval-free validator and the kit's form code: +57.6 KB
   * when the stand-ins for the merge and the equality went (+55.4 with them), and 1.4 KB of room.
   */
  formStepKb: 59,
};

/** Packages rjsf imports that the form chunk must not carry: their stand-ins answer instead. */
export const STOOD_IN = ['fast-uri', 'markdown-to-jsx'];
