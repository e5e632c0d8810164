// The hosted onboarding page's words in the spec's six Locale values (the HostedURL path segment),
// its field problems included: a person reads them, so they speak the page's language (the API's
// Description, for developers, stays the contract's English).
import type { OnboardingRequest } from '../api/onboarding';

export type HostedLocale = NonNullable<OnboardingRequest['Locale']>;

export interface HostedMessages {
  title: string;
  intro: (customer: string) => string;
  fix: (count: number) => string;
  aboutYou: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  identityDocument: string;
  documentType: string;
  passport: string;
  nationalId: string;
  drivingLicence: string;
  documentNumber: string;
  issuingCountry: string;
  selfie: string;
  selfieMissing: string;
  yourBusiness: string;
  registeredName: string;
  registrationNumber: string;
  homeAddress: string;
  registeredAddress: string;
  street: string;
  city: string;
  postCode: string;
  state: string;
  country: string;
  agreements: string;
  accept: (agreement: string) => string;
  agreementsMissing: string;
  outcomeLegend: string;
  outcomeLabel: string;
  approve: string;
  declineRetry: string;
  declineFinal: string;
  askProofOfAddress: string;
  submit: string;
  expiredTitle: string;
  expiredBody: string;
  /** Short field names for the problem list (the labels above can be long). */
  selfieShort: string;
  /** Field problems, by kind. */
  problem: {
    required: string;
    tooShort: (min: number) => string;
    tooLong: (max: number) => string;
    printable: string;
    dateFormat: string;
    realDate: string;
    placeholder: string;
    stateCode: (example: string) => string;
    chooseOne: string;
    invalid: string;
  };
}

const en: HostedMessages = {
  title: 'Verify your identity',
  intro: (c) => `Customer ${c}. This is the sandbox's hosted onboarding: nothing here is real.`,
  fix: (n) => `Please fix ${n} problem${n > 1 ? 's' : ''}`,
  aboutYou: 'About you', firstName: 'First name', lastName: 'Last name', dateOfBirth: 'Date of birth (YYYY-MM-DD)',
  identityDocument: 'Identity document', documentType: 'Document type', passport: 'Passport', nationalId: 'National ID card',
  drivingLicence: 'Driving licence', documentNumber: 'Document number', issuingCountry: 'Issuing country',
  selfie: 'I took a selfie with the document (sandbox)', selfieMissing: 'Take the selfie to continue',
  yourBusiness: 'Your business', registeredName: 'Registered name', registrationNumber: 'Registration number',
  homeAddress: 'Home address', registeredAddress: 'Registered address', street: 'Street and number', city: 'City',
  postCode: 'Post code', state: 'State or region (required in every country; US/CA: two-letter code)', country: 'Country',
  agreements: 'Agreements', accept: (a) => `I accept the ${a}`, agreementsMissing: 'Accept every agreement to continue',
  outcomeLegend: 'Sandbox: review outcome', outcomeLabel: 'What the review should decide', approve: 'Approve',
  declineRetry: 'Decline, may retry', declineFinal: 'Decline, final', askProofOfAddress: 'Ask for proof of address',
  submit: 'Submit for review', expiredTitle: 'This link has expired',
  expiredBody: 'Go back to the business and start verification again: it will give you a new link.',
  selfieShort: 'Selfie',
  problem: {
    required: 'Fill this in', tooShort: (n) => `Enter at least ${n} characters`, tooLong: (n) => `Enter at most ${n} characters`,
    printable: 'Use Latin letters, digits and common punctuation only', dateFormat: 'Enter the date as YYYY-MM-DD, for example 1990-05-17',
    realDate: 'This date does not exist', placeholder: 'Enter the real value, not a placeholder such as 00000 or N/A',
    stateCode: (e) => `Enter the two-letter code, for example ${e}`, chooseOne: 'Choose one of the options', invalid: 'Check this value',
  },
};

const es: HostedMessages = {
  title: 'Verifica tu identidad',
  intro: (c) => `Cliente ${c}. Este es el onboarding alojado del sandbox: nada aquí es real.`,
  fix: (n) => `Corrige ${n} problema${n > 1 ? 's' : ''}`,
  aboutYou: 'Sobre ti', firstName: 'Nombre', lastName: 'Apellidos', dateOfBirth: 'Fecha de nacimiento (AAAA-MM-DD)',
  identityDocument: 'Documento de identidad', documentType: 'Tipo de documento', passport: 'Pasaporte', nationalId: 'Documento nacional de identidad',
  drivingLicence: 'Permiso de conducir', documentNumber: 'Número del documento', issuingCountry: 'País de emisión',
  selfie: 'Me hice un selfie con el documento (sandbox)', selfieMissing: 'Hazte el selfie para continuar',
  yourBusiness: 'Tu empresa', registeredName: 'Razón social', registrationNumber: 'Número de registro',
  homeAddress: 'Domicilio', registeredAddress: 'Domicilio social', street: 'Calle y número', city: 'Ciudad',
  postCode: 'Código postal', state: 'Provincia o región (obligatorio en todos los países; EE. UU./Canadá: código de dos letras)', country: 'País',
  agreements: 'Acuerdos', accept: (a) => `Acepto ${a}`, agreementsMissing: 'Acepta todos los acuerdos para continuar',
  outcomeLegend: 'Sandbox: resultado de la revisión', outcomeLabel: 'Qué debe decidir la revisión', approve: 'Aprobar',
  declineRetry: 'Rechazar, puede reintentar', declineFinal: 'Rechazar, definitivo', askProofOfAddress: 'Pedir justificante de domicilio',
  submit: 'Enviar a revisión', expiredTitle: 'Este enlace ha caducado',
  expiredBody: 'Vuelve a la empresa y empieza de nuevo la verificación: te dará un enlace nuevo.',
  selfieShort: 'Selfie',
  problem: {
    required: 'Rellena este campo', tooShort: (n) => `Escribe al menos ${n} caracteres`, tooLong: (n) => `Escribe como máximo ${n} caracteres`,
    printable: 'Usa solo letras latinas, cifras y signos de puntuación habituales', dateFormat: 'Escribe la fecha como AAAA-MM-DD, por ejemplo 1990-05-17',
    realDate: 'Esta fecha no existe', placeholder: 'Escribe el valor real, no un marcador como 00000 o N/A',
    stateCode: (e) => `Escribe el código de dos letras, por ejemplo ${e}`, chooseOne: 'Elige una de las opciones', invalid: 'Revisa este valor',
  },
};

const fr: HostedMessages = {
  title: 'Vérifiez votre identité',
  intro: (c) => `Client ${c}. Ceci est l'onboarding hébergé du sandbox : rien ici n'est réel.`,
  fix: (n) => `Veuillez corriger ${n} problème${n > 1 ? 's' : ''}`,
  aboutYou: 'À propos de vous', firstName: 'Prénom', lastName: 'Nom', dateOfBirth: 'Date de naissance (AAAA-MM-JJ)',
  identityDocument: "Pièce d'identité", documentType: 'Type de document', passport: 'Passeport', nationalId: "Carte nationale d'identité",
  drivingLicence: 'Permis de conduire', documentNumber: 'Numéro du document', issuingCountry: 'Pays de délivrance',
  selfie: "J'ai pris un selfie avec le document (sandbox)", selfieMissing: 'Prenez le selfie pour continuer',
  yourBusiness: 'Votre entreprise', registeredName: 'Raison sociale', registrationNumber: "Numéro d'immatriculation",
  homeAddress: 'Adresse du domicile', registeredAddress: 'Siège social', street: 'Rue et numéro', city: 'Ville',
  postCode: 'Code postal', state: 'État ou région (obligatoire dans tous les pays ; États-Unis/Canada : code à deux lettres)', country: 'Pays',
  agreements: 'Conditions', accept: (a) => `J'accepte ${a}`, agreementsMissing: 'Acceptez toutes les conditions pour continuer',
  outcomeLegend: 'Sandbox : issue de la vérification', outcomeLabel: 'Ce que la vérification doit décider', approve: 'Approuver',
  declineRetry: 'Refuser, nouvel essai possible', declineFinal: 'Refuser, définitif', askProofOfAddress: 'Demander un justificatif de domicile',
  submit: 'Envoyer pour vérification', expiredTitle: 'Ce lien a expiré',
  expiredBody: "Retournez chez l'entreprise et recommencez la vérification : elle vous donnera un nouveau lien.",
  selfieShort: 'Selfie',
  problem: {
    required: 'Renseignez ce champ', tooShort: (n) => `Saisissez au moins ${n} caractères`, tooLong: (n) => `Saisissez au plus ${n} caractères`,
    printable: 'Utilisez uniquement des lettres latines, des chiffres et la ponctuation courante', dateFormat: 'Saisissez la date au format AAAA-MM-JJ, par exemple 1990-05-17',
    realDate: "Cette date n'existe pas", placeholder: 'Saisissez la vraie valeur, pas un substitut comme 00000 ou N/A',
    stateCode: (e) => `Saisissez le code à deux lettres, par exemple ${e}`, chooseOne: 'Choisissez une des options', invalid: 'Vérifiez cette valeur',
  },
};

const de: HostedMessages = {
  title: 'Bestätigen Sie Ihre Identität',
  intro: (c) => `Kunde ${c}. Dies ist das gehostete Onboarding der Sandbox: Nichts hier ist echt.`,
  fix: (n) => `Bitte beheben Sie ${n} Problem${n > 1 ? 'e' : ''}`,
  aboutYou: 'Zu Ihrer Person', firstName: 'Vorname', lastName: 'Nachname', dateOfBirth: 'Geburtsdatum (JJJJ-MM-TT)',
  identityDocument: 'Ausweisdokument', documentType: 'Dokumentart', passport: 'Reisepass', nationalId: 'Personalausweis',
  drivingLicence: 'Führerschein', documentNumber: 'Dokumentnummer', issuingCountry: 'Ausstellungsland',
  selfie: 'Ich habe ein Selfie mit dem Dokument gemacht (Sandbox)', selfieMissing: 'Machen Sie das Selfie, um fortzufahren',
  yourBusiness: 'Ihr Unternehmen', registeredName: 'Eingetragener Name', registrationNumber: 'Registernummer',
  homeAddress: 'Wohnanschrift', registeredAddress: 'Eingetragene Anschrift', street: 'Straße und Hausnummer', city: 'Ort',
  postCode: 'Postleitzahl', state: 'Bundesland oder Region (in jedem Land Pflicht; USA/Kanada: Zwei-Buchstaben-Code)', country: 'Land',
  agreements: 'Vereinbarungen', accept: (a) => `Ich akzeptiere: ${a}`, agreementsMissing: 'Akzeptieren Sie alle Vereinbarungen, um fortzufahren',
  outcomeLegend: 'Sandbox: Prüfergebnis', outcomeLabel: 'Was die Prüfung entscheiden soll', approve: 'Genehmigen',
  declineRetry: 'Ablehnen, erneuter Versuch möglich', declineFinal: 'Ablehnen, endgültig', askProofOfAddress: 'Adressnachweis anfordern',
  submit: 'Zur Prüfung senden', expiredTitle: 'Dieser Link ist abgelaufen',
  expiredBody: 'Kehren Sie zum Unternehmen zurück und starten Sie die Verifizierung neu: Sie erhalten einen neuen Link.',
  selfieShort: 'Selfie',
  problem: {
    required: 'Bitte ausfüllen', tooShort: (n) => `Mindestens ${n} Zeichen eingeben`, tooLong: (n) => `Höchstens ${n} Zeichen eingeben`,
    printable: 'Nur lateinische Buchstaben, Ziffern und übliche Satzzeichen verwenden', dateFormat: 'Datum als JJJJ-MM-TT eingeben, zum Beispiel 1990-05-17',
    realDate: 'Dieses Datum gibt es nicht', placeholder: 'Den echten Wert eingeben, keinen Platzhalter wie 00000 oder N/A',
    stateCode: (e) => `Den Zwei-Buchstaben-Code eingeben, zum Beispiel ${e}`, chooseOne: 'Eine der Möglichkeiten wählen', invalid: 'Bitte diesen Wert prüfen',
  },
};

const it: HostedMessages = {
  title: 'Verifica la tua identità',
  intro: (c) => `Cliente ${c}. Questo è l'onboarding ospitato del sandbox: niente qui è reale.`,
  fix: (n) => `Correggi ${n} problem${n > 1 ? 'i' : 'a'}`,
  aboutYou: 'Su di te', firstName: 'Nome', lastName: 'Cognome', dateOfBirth: 'Data di nascita (AAAA-MM-GG)',
  identityDocument: "Documento d'identità", documentType: 'Tipo di documento', passport: 'Passaporto', nationalId: "Carta d'identità",
  drivingLicence: 'Patente di guida', documentNumber: 'Numero del documento', issuingCountry: 'Paese di rilascio',
  selfie: 'Ho scattato un selfie con il documento (sandbox)', selfieMissing: 'Scatta il selfie per continuare',
  yourBusiness: 'La tua azienda', registeredName: 'Ragione sociale', registrationNumber: 'Numero di registrazione',
  homeAddress: 'Indirizzo di residenza', registeredAddress: 'Sede legale', street: 'Via e numero civico', city: 'Città',
  postCode: 'CAP', state: 'Provincia o regione (obbligatoria in ogni paese; USA/Canada: codice di due lettere)', country: 'Paese',
  agreements: 'Accordi', accept: (a) => `Accetto ${a}`, agreementsMissing: 'Accetta tutti gli accordi per continuare',
  outcomeLegend: 'Sandbox: esito della verifica', outcomeLabel: 'Cosa deve decidere la verifica', approve: 'Approva',
  declineRetry: 'Rifiuta, si può riprovare', declineFinal: 'Rifiuta, definitivo', askProofOfAddress: 'Chiedi una prova di residenza',
  submit: 'Invia per la verifica', expiredTitle: 'Questo link è scaduto',
  expiredBody: "Torna dall'azienda e ricomincia la verifica: ti darà un nuovo link.",
  selfieShort: 'Selfie',
  problem: {
    required: 'Compila questo campo', tooShort: (n) => `Inserisci almeno ${n} caratteri`, tooLong: (n) => `Inserisci al massimo ${n} caratteri`,
    printable: 'Usa solo lettere latine, cifre e la punteggiatura comune', dateFormat: 'Inserisci la data come AAAA-MM-GG, ad esempio 1990-05-17',
    realDate: 'Questa data non esiste', placeholder: 'Inserisci il valore reale, non un segnaposto come 00000 o N/A',
    stateCode: (e) => `Inserisci il codice di due lettere, ad esempio ${e}`, chooseOne: 'Scegli una delle opzioni', invalid: 'Controlla questo valore',
  },
};

const pt: HostedMessages = {
  title: 'Verifique a sua identidade',
  intro: (c) => `Cliente ${c}. Este é o onboarding alojado do sandbox: nada aqui é real.`,
  fix: (n) => `Corrija ${n} problema${n > 1 ? 's' : ''}`,
  aboutYou: 'Sobre si', firstName: 'Nome próprio', lastName: 'Apelido', dateOfBirth: 'Data de nascimento (AAAA-MM-DD)',
  identityDocument: 'Documento de identificação', documentType: 'Tipo de documento', passport: 'Passaporte', nationalId: 'Cartão de cidadão',
  drivingLicence: 'Carta de condução', documentNumber: 'Número do documento', issuingCountry: 'País emissor',
  selfie: 'Tirei uma selfie com o documento (sandbox)', selfieMissing: 'Tire a selfie para continuar',
  yourBusiness: 'A sua empresa', registeredName: 'Denominação social', registrationNumber: 'Número de registo',
  homeAddress: 'Morada', registeredAddress: 'Sede', street: 'Rua e número', city: 'Cidade',
  postCode: 'Código postal', state: 'Estado ou região (obrigatório em todos os países; EUA/Canadá: código de duas letras)', country: 'País',
  agreements: 'Acordos', accept: (a) => `Aceito ${a}`, agreementsMissing: 'Aceite todos os acordos para continuar',
  outcomeLegend: 'Sandbox: resultado da análise', outcomeLabel: 'O que a análise deve decidir', approve: 'Aprovar',
  declineRetry: 'Recusar, pode tentar de novo', declineFinal: 'Recusar, definitivo', askProofOfAddress: 'Pedir comprovativo de morada',
  submit: 'Enviar para análise', expiredTitle: 'Esta ligação expirou',
  expiredBody: 'Volte à empresa e recomece a verificação: ela dar-lhe-á uma nova ligação.',
  selfieShort: 'Selfie',
  problem: {
    required: 'Preencha este campo', tooShort: (n) => `Escreva pelo menos ${n} caracteres`, tooLong: (n) => `Escreva no máximo ${n} caracteres`,
    printable: 'Use apenas letras latinas, algarismos e pontuação comum', dateFormat: 'Escreva a data como AAAA-MM-DD, por exemplo 1990-05-17',
    realDate: 'Esta data não existe', placeholder: 'Escreva o valor real, não um marcador como 00000 ou N/A',
    stateCode: (e) => `Escreva o código de duas letras, por exemplo ${e}`, chooseOne: 'Escolha uma das opções', invalid: 'Verifique este valor',
  },
};

export const HOSTED_MESSAGES: Record<HostedLocale, HostedMessages> = { en, es, fr, de, it, pt };

/** The page's locale from the URL segment; an unknown one falls back to English. */
export function hostedLocale(segment: string): HostedLocale {
  return segment in HOSTED_MESSAGES ? (segment as HostedLocale) : 'en';
}
