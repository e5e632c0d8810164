import type { formEn } from './en';

export const formPt: Record<keyof typeof formEn, string> = {
  "form.add": "Adicionar",
  "form.add-item": "Adicionar um item",
  "form.remove": "Remover",
  "form.remove-item": "Remover este item",
  "form.move-up": "Mover para cima",
  "form.move-down": "Mover para baixo",
  "form.copy-item": "Duplicar este item",
  "form.required": "Este campo é obrigatório.",
  "form.choose": "Escolha…",
  "form.scan-hint": "Cole aqui o texto do código QR.",
  "form.example": "ex.: {example}",
  "form.unsafe": "Este formulário não pode ser exibido com segurança.",
};
