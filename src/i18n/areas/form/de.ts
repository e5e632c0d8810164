import type { formEn } from './en';

export const formDe: Record<keyof typeof formEn, string> = {
  "form.add": "Hinzufügen",
  "form.add-item": "Eintrag hinzufügen",
  "form.remove": "Entfernen",
  "form.remove-item": "Diesen Eintrag entfernen",
  "form.move-up": "Nach oben",
  "form.move-down": "Nach unten",
  "form.copy-item": "Diesen Eintrag duplizieren",
  "form.required": "Dieses Feld ist erforderlich.",
  "form.choose": "Bitte wählen…",
  "form.scan-hint": "Fügen Sie hier den Text des QR-Codes ein.",
  "form.example": "z. B. {example}",
  "form.unsafe": "Dieses Formular kann nicht sicher angezeigt werden.",
  "form.ascii.preview": "Wird gesendet als: {value}",
  "form.ascii.refused": "Diese Zeichen können nicht gesendet werden: {characters}. Bitte schreiben Sie sie in lateinischen Buchstaben.",
  "form.date.day": "TT",
  "form.date.month": "MM",
  "form.date.year": "JJJJ",
  "form.date.format": "Geben Sie das Datum als {pattern} ein, zum Beispiel {example}.",
  "form.date.impossible": "Dieses Datum gibt es nicht: Prüfen Sie Tag und Monat.",
  "form.date.read-as": "Wir verstehen das als {date}.",
};
