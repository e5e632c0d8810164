import type { namesEn } from './en';

export const namesIt: Record<keyof typeof namesEn, string> = {
  "name.method.BankSepa": "Bonifico SEPA",
  "name.method.BankLocal": "Bonifico bancario locale",
  "name.method.BankFedwire": "Bonifico Fedwire",
  "name.method.BankAch": "Bonifico ACH",
  "name.method.TokenizedCard": "Carta di debito o di credito",
  "name.fiat.EUR": "Euro",
  "name.fiat.USD": "Dollaro statunitense",
  "name.network.test": "{name} (rete di test)",
  "name.network.OffNetwork": "Fuori catena (trasferimento interno)",
};
