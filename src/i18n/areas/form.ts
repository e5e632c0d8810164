// Strings of the form components, in every locale of the kit.
import { defineArea } from './define';

export const formMessages = defineArea(
  {
    "form.required": "This field is required.",
    "form.choose": "Choose…",
    "form.scan-hint": "Paste the text of the QR code here.",
    "form.unsafe": "This form cannot be shown safely.",
  },
  {
    es: {
      "form.required": "Este campo es obligatorio.",
      "form.choose": "Elige…",
      "form.scan-hint": "Pega aquí el texto del código QR.",
      "form.unsafe": "Este formulario no se puede mostrar de forma segura.",
    },
    fr: {
      "form.required": "Ce champ est obligatoire.",
      "form.choose": "Choisissez…",
      "form.scan-hint": "Collez ici le texte du code QR.",
      "form.unsafe": "Ce formulaire ne peut pas être affiché en sécurité.",
    },
    de: {
      "form.required": "Dieses Feld ist erforderlich.",
      "form.choose": "Bitte wählen…",
      "form.scan-hint": "Fügen Sie hier den Text des QR-Codes ein.",
      "form.unsafe": "Dieses Formular kann nicht sicher angezeigt werden.",
    },
    it: {
      "form.required": "Questo campo è obbligatorio.",
      "form.choose": "Scegli…",
      "form.scan-hint": "Incolla qui il testo del codice QR.",
      "form.unsafe": "Questo modulo non può essere mostrato in sicurezza.",
    },
    pt: {
      "form.required": "Este campo é obrigatório.",
      "form.choose": "Escolha…",
      "form.scan-hint": "Cole aqui o texto do código QR.",
      "form.unsafe": "Este formulário não pode ser exibido com segurança.",
    },
  },
);
