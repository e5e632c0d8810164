// The form components' strings in English: the reference the other locales must fill.
export const formEn = {
  "form.required": "This field is required.",
  "form.choose": "Choose…",
  "form.scan-hint": "Paste the text of the QR code here.",
  "form.unsafe": "This form cannot be shown safely.",
} as const;
