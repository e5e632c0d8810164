import type { formEn } from './en';

export const formPt: Record<keyof typeof formEn, string> = {
  "form.required": "Este campo é obrigatório.",
  "form.choose": "Escolha…",
  "form.scan-hint": "Cole aqui o texto do código QR.",
  "form.unsafe": "Este formulário não pode ser exibido com segurança.",
};
