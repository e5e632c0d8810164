import type { formEn } from './en';

export const formEs: Record<keyof typeof formEn, string> = {
  "form.add": "Añadir",
  "form.add-item": "Añadir un elemento",
  "form.remove": "Quitar",
  "form.remove-item": "Quitar este elemento",
  "form.move-up": "Subir",
  "form.move-down": "Bajar",
  "form.copy-item": "Duplicar este elemento",
  "form.required": "Este campo es obligatorio.",
  "form.choose": "Elige…",
  "form.scan-hint": "Pega aquí el texto del código QR.",
  "form.example": "p. ej. {example}",
  "form.unsafe": "Este formulario no se puede mostrar de forma segura.",
  "form.ascii.preview": "Se enviará como: {value}",
  "form.ascii.refused": "Estos caracteres no se pueden enviar: {characters}. Escríbelos con letras latinas.",
  "form.date.day": "DD",
  "form.date.month": "MM",
  "form.date.year": "AAAA",
  "form.date.format": "Introduce la fecha como {pattern}, por ejemplo {example}.",
  "form.date.impossible": "Esta fecha no existe: revisa el día y el mes.",
  "form.date.read-as": "Lo entendemos como {date}.",
};
