import type { formEn } from './en';

export const formEs: Record<keyof typeof formEn, string> = {
  "form.required": "Este campo es obligatorio.",
  "form.choose": "Elige…",
  "form.scan-hint": "Pega aquí el texto del código QR.",
  "form.unsafe": "Este formulario no se puede mostrar de forma segura.",
};
