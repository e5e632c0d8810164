import type { formEn } from './en';

export const formIt: Record<keyof typeof formEn, string> = {
  "form.required": "Questo campo è obbligatorio.",
  "form.choose": "Scegli…",
  "form.scan-hint": "Incolla qui il testo del codice QR.",
  "form.unsafe": "Questo modulo non può essere mostrato in sicurezza.",
};
