import type { namesEn } from './en';

export const namesPt: Record<keyof typeof namesEn, string> = {
  "name.method.BankSepa": "Transferência SEPA",
  "name.method.BankLocal": "Transferência bancária local",
  "name.method.BankFedwire": "Transferência Fedwire",
  "name.method.BankAch": "Transferência ACH",
  "name.method.TokenizedCard": "Cartão de débito ou crédito",
  "name.fiat.EUR": "Euro",
  "name.fiat.USD": "Dólar americano",
  "name.network.test": "{name} (rede de teste)",
  "name.network.OffNetwork": "Fora da cadeia (transferência interna)",
};
