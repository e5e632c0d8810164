// Human names for the contract's payment method types and networks, the words that translate (the
// codes read like code: "BankAch"). Proper nouns (network and brand names) live once in proper-names.ts.
export const namesEn = {
  "name.method.BankSepa": "SEPA bank transfer",
  "name.method.BankLocal": "Local bank transfer",
  "name.method.BankFedwire": "Fedwire transfer",
  "name.method.BankAch": "ACH bank transfer",
  "name.method.TokenizedCard": "Debit or credit card",
  "name.fiat.EUR": "Euro",
  "name.fiat.USD": "US Dollar",
  "name.network.test": "{name} (test network)",
  "name.network.OffNetwork": "Off-chain (internal transfer)",
} as const;
