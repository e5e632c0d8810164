// How the form vocabulary matches a text: the same words, whatever their case and spacing
// ("Account Holder Type", "Account holder  type").
export const normalizeText = (text: string): string => text.trim().replace(/\s+/g, ' ').toLowerCase();
