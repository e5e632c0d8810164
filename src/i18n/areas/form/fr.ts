import type { formEn } from './en';

export const formFr: Record<keyof typeof formEn, string> = {
  "form.add": "Ajouter",
  "form.add-item": "Ajouter un élément",
  "form.remove": "Retirer",
  "form.remove-item": "Retirer cet élément",
  "form.move-up": "Monter",
  "form.move-down": "Descendre",
  "form.copy-item": "Dupliquer cet élément",
  "form.required": "Ce champ est obligatoire.",
  "form.choose": "Choisissez…",
  "form.scan-hint": "Collez ici le texte du code QR.",
  "form.example": "p. ex. {example}",
  "form.unsafe": "Ce formulaire ne peut pas être affiché en sécurité.",
};
