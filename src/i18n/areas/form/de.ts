import type { formEn } from './en';

export const formDe: Record<keyof typeof formEn, string> = {
  "form.required": "Dieses Feld ist erforderlich.",
  "form.choose": "Bitte wählen…",
  "form.scan-hint": "Fügen Sie hier den Text des QR-Codes ein.",
  "form.unsafe": "Dieses Formular kann nicht sicher angezeigt werden.",
};
