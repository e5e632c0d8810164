import type { namesEn } from './en';

export const namesEs: Record<keyof typeof namesEn, string> = {
  "name.method.BankSepa": "Transferencia SEPA",
  "name.method.BankLocal": "Transferencia bancaria local",
  "name.method.BankFedwire": "Transferencia Fedwire",
  "name.method.BankAch": "Transferencia ACH",
  "name.method.TokenizedCard": "Tarjeta de débito o crédito",
  "name.fiat.EUR": "Euro",
  "name.fiat.USD": "Dólar estadounidense",
  "name.network.test": "{name} (red de prueba)",
  "name.network.OffNetwork": "Fuera de cadena (transferencia interna)",
};
