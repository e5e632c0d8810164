// One register per locale, as the catalogues chose it (docs/adr/0182): German and French address
// the customer formally (Sie, vous), Spanish and Italian informally (tú, tu), Portuguese is
// Brazilian (você). A sentence in the other register or variant reads as from another product.
// The words below are those the other register or variant uses and this one never does.
import { describe, expect, it } from 'vitest';
import { en, loadMessages, type Locale } from './index';
import { FORM_VOCABULARY_LOADERS } from './form-vocabulary';

// Whole words, letters with accents included (\b is ASCII only: "êtes" holds a "tes" to it).
const words = (list: string, flags = 'iu') => new RegExp(`(?<!\\p{L})(?:${list})(?!\\p{L})`, flags);

const OTHER_REGISTER: Record<Exclude<Locale, 'en'>, RegExp> = {
  de: words('du|dich|dir|dein\\p{L}*'),
  fr: words('tu|toi|ton|tes'),
  es: words('usted|ustedes|compruebe|elija|introduzca|seleccione|indique|vea|escriba|pulse|obtenga|revise|confirme|espere|vuelva|contacte|inténtelo'),
  it: words('Lei|Suo|Sua|Suoi|inserisca|scelga|verifichi|contatti|attenda|riprovi', 'u'),
  pt: words('contacte|telemóvel|ecrã|utilizador|registo|equipa|a verificar|de verificar|precisa de \\p{L}+r|está a \\p{L}+r|estão a \\p{L}+r'),
};

describe.each(Object.keys(OTHER_REGISTER) as Exclude<Locale, 'en'>[])('%s: one register', (locale) => {
  it('in every catalogue string and form-vocabulary text', async () => {
    const messages = await loadMessages(locale);
    const vocabulary = await FORM_VOCABULARY_LOADERS[locale]();
    const texts: [string, string][] = [
      ...Object.keys(en).map((key): [string, string] => [key, messages[key as keyof typeof en]]),
      ...Object.entries({ ...vocabulary.templates, ...vocabulary.phrases }).map(([english, text]): [string, string] => [`form: ${english}`, text]),
    ];
    for (const [where, text] of texts) expect(text, where).not.toMatch(OTHER_REGISTER[locale]);
  });
});
