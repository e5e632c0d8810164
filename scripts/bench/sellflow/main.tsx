// SellFlow in the real browser against the real sandbox behind the real proxy (in memory), as an
// approved customer. The backend can add a latency to every API call, so the bench can count the
// sequential waits from the amount to the quote; the page records clicks and the moment the first
// form field shows on window.__bench.
import { createRoot } from 'react-dom/client';
import { RampkitProvider } from '../../../src/react/RampkitProvider';
import { SellFlow } from '../../../src/components/SellFlow';
import { createSandboxBackend } from '../../../src/testing/sandbox-backend';
import { createRampkitClient } from '../../../src/api/client';

const bench = {
  latencyMs: Number(new URLSearchParams(location.search).get('latency') ?? 0),
  calls: [] as { path: string; start: number; end: number }[],
};
(window as unknown as { __bench: typeof bench }).__bench = bench;

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
async function until<T>(find: () => T | null | undefined): Promise<T> {
  for (;;) {
    const found = find();
    if (found) return found;
    await frame();
  }
}
const groupNamed = (name: string) => [...document.querySelectorAll('fieldset')].find((f) => f.querySelector('legend')?.textContent?.includes(name));

/**
 * From the channel list: choose the first channel, take the new-account default, and time the
 * click to the first frame with a form field. Driven in the page, so no round trip to the bench
 * process sits inside the measured time.
 */
async function channelToField(): Promise<{ toPaymentMethods: number; toField: number }> {
  const group = await until(() => groupNamed('How do you want to be paid?'));
  const radio = [...group.querySelectorAll<HTMLInputElement>('input[type=radio]')].find((r) => !r.disabled)!;
  const start = performance.now();
  radio.click();
  const payOut = await until(() => groupNamed('Pay out to'));
  const toPaymentMethods = performance.now() - start;
  const next = [...payOut.closest('form, section, div')!.querySelectorAll('button')].find((b) => b.textContent === 'Continue') ?? [...document.querySelectorAll('button')].find((b) => b.textContent === 'Continue')!;
  next.click();
  await until(() => document.querySelector('[id^="rk-field-Form-"]'));
  return { toPaymentMethods, toField: performance.now() - start };
}
Object.assign(bench, { channelToField });

// Since the amount was sent: what the flow waited on (API calls and scripts), overlapping waits
// joined into one link of the chain.
let amountSentAt = 0;
document.addEventListener('submit', (event) => {
  if ((event.target as HTMLElement).matches('[data-slot=amount-step]')) amountSentAt = performance.now();
}, true);
const waitName = (path: string) =>
  path.endsWith('.js') ? `${path.split('/').pop()!.replace(/-[\w-]{8}\.js$/, '')} script`
  : path.endsWith('/form') ? 'form schema'
  : path.endsWith('/channels/sell') ? 'channels'
  : path.split('/').filter(Boolean).pop()!;
function chain(): string[][] {
  const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => e.name.endsWith('.js')).map((e) => ({ path: new URL(e.name).pathname, start: e.startTime, end: e.responseEnd }));
  const waits = [...bench.calls, ...scripts].filter((w) => w.end > amountSentAt).sort((a, b) => a.start - b.start);
  const links: { end: number; names: string[] }[] = [];
  for (const w of waits) {
    const last = links.at(-1);
    if (last && w.start < last.end) {
      last.end = Math.max(last.end, w.end);
      last.names.push(waitName(w.path));
    } else links.push({ end: w.end, names: [waitName(w.path)] });
  }
  return links.map((l) => l.names);
}
Object.assign(bench, { chain });

const backend = await createSandboxBackend();
await backend.createApprovedCustomer();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const client = createRampkitClient({
  baseUrl: backend.proxyUrl,
  retry: false,
  fetch: async (input, init) => {
    const start = performance.now();
    if (bench.latencyMs) await sleep(bench.latencyMs);
    const response = await backend.fetch(input, init);
    const text = await response.text();
    bench.calls.push({ path: new URL(String(input instanceof Request ? input.url : input), location.href).pathname, start, end: performance.now() });
    return new Response(text, { status: response.status, headers: response.headers });
  },
});

createRoot(document.getElementById('root')!).render(
  <RampkitProvider client={client} customerId={backend.customerId}>
    <SellFlow cryptoCurrency="USDC_TEST" />
  </RampkitProvider>,
);
document.body.dataset.ready = 'true';
