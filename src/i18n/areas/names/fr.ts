import type { namesEn } from './en';

export const namesFr: Record<keyof typeof namesEn, string> = {
  "name.method.BankSepa": "Virement SEPA",
  "name.method.BankLocal": "Virement bancaire local",
  "name.method.BankFedwire": "Virement Fedwire",
  "name.method.BankAch": "Virement ACH",
  "name.method.TokenizedCard": "Carte de débit ou de crédit",
  "name.fiat.EUR": "Euro",
  "name.fiat.USD": "Dollar des États-Unis",
  "name.network.test": "{name} (réseau de test)",
  "name.network.OffNetwork": "Hors chaîne (transfert interne)",
};
