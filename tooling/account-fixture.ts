// Account states on the in-memory backend, for tests and stories: a bank-deposit workflow (which
// opens a virtual account) and a customer in the middle of hosted onboarding.
import type { SandboxBackend } from '../src/testing/sandbox-backend';

export const DESTINATION = '0x9f8e7d6c5b4a39281706f5e4d3c2b1a098765432';

export async function openBankDeposit(backend: SandboxBackend) {
  return backend.client.createBankDepositWorkflow({
    body: { CustomerID: backend.customerId, FiatCurrency: 'USD', CryptoCurrency: 'USDC_TEST', Network: 'EthereumTestSepolia', DestinationAddress: { Address: DESTINATION } },
  });
}

export async function startStandardOnboarding(backend: SandboxBackend) {
  return backend.client.startOnboarding({ params: { CustomerID: backend.customerId }, body: { ReturnURL: 'https://shop.example/account' } });
}

/** A standard-model customer who gave their data and waits for the review (202 ReviewPending). */
export async function submitForReview(backend: SandboxBackend) {
  return backend.client.startOnboarding({
    params: { CustomerID: backend.customerId },
    body: {
      ReturnURL: 'https://shop.example/account',
      Form: {
        FullName: { FirstName: 'Ana', LastName: 'Silva' },
        DateOfBirth: '1990-05-17',
        Identities: [{ IssuingCountry: 'DE', IDNumber: 'C01X00T47', IDType: 'Passport' }],
        PrimaryResidence: { Street: 'Hauptstr. 5', City: 'Berlin', PostCode: '10115', State: 'Berlin', Country: 'DE' },
      },
    },
  });
}
