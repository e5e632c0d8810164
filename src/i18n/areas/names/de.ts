import type { namesEn } from './en';

export const namesDe: Record<keyof typeof namesEn, string> = {
  "name.method.BankSepa": "SEPA-Überweisung",
  "name.method.BankLocal": "Inlandsüberweisung",
  "name.method.BankFedwire": "Fedwire-Überweisung",
  "name.method.BankAch": "ACH-Überweisung",
  "name.method.TokenizedCard": "Debit- oder Kreditkarte",
  "name.fiat.EUR": "Euro",
  "name.fiat.USD": "US-Dollar",
  "name.network.test": "{name} (Testnetz)",
  "name.network.OffNetwork": "Off-Chain (interne Übertragung)",
};
