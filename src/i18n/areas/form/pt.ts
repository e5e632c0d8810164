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
  "form.ascii.preview": "Será enviado como: {value}",
  "form.ascii.refused": "Estes caracteres não podem ser enviados: {characters}. Escreva-os em letras latinas.",
  "form.date.day": "DD",
  "form.date.month": "MM",
  "form.date.year": "AAAA",
  "form.date.format": "Informe a data como {pattern}, por exemplo {example}.",
  "form.date.impossible": "Esta data não existe: verifique o dia e o mês.",
  "form.date.read-as": "Entendemos como {date}.",
};
