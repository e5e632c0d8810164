import type { formEn } from './en';

export const formIt: Record<keyof typeof formEn, string> = {
  "form.add": "Aggiungi",
  "form.add-item": "Aggiungi un elemento",
  "form.remove": "Rimuovi",
  "form.remove-item": "Rimuovi questo elemento",
  "form.move-up": "Sposta su",
  "form.move-down": "Sposta giù",
  "form.copy-item": "Duplica questo elemento",
  "form.required": "Questo campo è obbligatorio.",
  "form.choose": "Scegli…",
  "form.scan-hint": "Incolla qui il testo del codice QR.",
  "form.example": "ad es. {example}",
  "form.unsafe": "Questo modulo non può essere mostrato in sicurezza.",
  "form.ascii.preview": "Verrà inviato come: {value}",
  "form.ascii.refused": "Questi caratteri non possono essere inviati: {characters}. Scrivili in lettere latine.",
  "form.date.day": "GG",
  "form.date.month": "MM",
  "form.date.year": "AAAA",
  "form.date.format": "Inserisci la data come {pattern}, ad esempio {example}.",
  "form.date.impossible": "Questa data non esiste: controlla il giorno e il mese.",
  "form.date.read-as": "Lo intendiamo come {date}.",
};
