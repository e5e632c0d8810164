// Helpers for the sandbox's own tests: a sandbox in-process and requests as a business sends them.
import { createSandbox, type Sandbox, type SandboxOptions } from './index';
import { sampleCustomer } from './sample-customer';

export const BASE = 'http://sandbox.test';
export const API_KEY = 'apikey_sandbox_test';

export interface Call {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read arbitrary answers
  headers: Headers;
}

export async function startSandbox(options: SandboxOptions = {}) {
  const sandbox: Sandbox = await createSandbox({ apiKey: API_KEY, seed: 'tests', ...options });
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Call> => {
    const response = await sandbox.fetch(
      new Request(`${BASE}${path}`, {
        method,
        headers: {
          'x-api-key': API_KEY,
          ...(path.startsWith('/_sandbox') ? { authorization: `Bearer ${sandbox.controlToken}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // HTML pages stay text
    }
    return { status: response.status, body: parsed, headers: response.headers };
  };
  const control = (path: string, body: unknown = {}) => call('POST', `/_sandbox${path}`, body);
  return { sandbox, call, control };
}

export type Harness = Awaited<ReturnType<typeof startSandbox>>;

export const individual = sampleCustomer();

export const DE_SEPA = '0b6f1c3e-8d2a-4f61-9a7e-3c5d2e1f4a01';
export const US_ACH = '0b6f1c3e-8d2a-4f61-9a7e-3c5d2e1f4a04';
export const BR_PIX = '0b6f1c3e-8d2a-4f61-9a7e-3c5d2e1f4a06';

export const sepaForm = {
  BankDetails: { IBAN: 'DE89370400440532013000' },
  AccountHolder: { AccountHolderType: 'Individual', Name: { FirstName: 'Ana', LastName: 'Silva' } },
};

/** A reliance customer, approved at once. */
export async function approvedCustomer(h: Harness, id = 'cust-1') {
  const created = await h.call('PUT', `/v1/customers/${id}`, individual);
  if (created.status !== 201) throw new Error(`could not create ${id}: ${JSON.stringify(created.body)}`);
  return id;
}

/** A request body that streams `chunk` bytes per pull for ever, counting what was pulled. */
export function endlessBody(chunk = 64 * 1024) {
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      counter.pulled += chunk;
      controller.enqueue(new Uint8Array(chunk).fill(0x20));
    },
  });
  return { stream, counter };
}
