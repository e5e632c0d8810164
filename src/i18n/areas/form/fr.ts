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
  "form.ascii.preview": "Sera envoyé ainsi : {value}",
  "form.ascii.refused": "Ces caractères ne peuvent pas être envoyés : {characters}. Écrivez-les en lettres latines.",
  "form.date.day": "JJ",
  "form.date.month": "MM",
  "form.date.year": "AAAA",
  "form.date.format": "Saisissez la date au format {pattern}, par exemple {example}.",
  "form.date.impossible": "Cette date n'existe pas : vérifiez le jour et le mois.",
  "form.date.read-as": "Nous le comprenons comme {date}.",
};
