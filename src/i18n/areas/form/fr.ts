import type { formEn } from './en';

export const formFr: Record<keyof typeof formEn, string> = {
  "form.required": "Ce champ est obligatoire.",
  "form.choose": "Choisissez…",
  "form.scan-hint": "Collez ici le texte du code QR.",
  "form.unsafe": "Ce formulaire ne peut pas être affiché en sécurité.",
};
