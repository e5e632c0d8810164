// The hosted onboarding page's words in the spec's six Locale values (the HostedURL path segment),
// its field problems included: a person reads them, so they speak the page's language (the API's
// Description, for developers, stays the contract's English).
import type { OnboardingRequest } from '../api/onboarding';
import type { ReviewReason } from './review-reasons';

/** The agreements the hosted page asks the customer to accept. */
export const HOSTED_AGREEMENTS = ['PlatformPrivacyPolicy', 'PlatformTermsOfService', 'PlatformEsignAgreement'] as const;
export type HostedAgreement = (typeof HOSTED_AGREEMENTS)[number];

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
  /** The agreements the page asks for, each as the sentence its box says. */
  accept: Record<HostedAgreement, string>;
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
  /** Under the page title: what the * after a label means. */
  requiredNote: string;
  /** The letters of a date's parts in the locale (TT, MM, JJJJ), for the date of birth's pattern. */
  dateLetters: { day: string; month: string; year: string };
  /** Under an address line the spec keeps to printable ASCII, once the page wrote it in ASCII. */
  asciiPreview: (ascii: string) => string;
  /** Above the form when an address line was written in ASCII: look, then send again. */
  asciiReview: string;
  /** Above the form on a new attempt after the review declined or asked for more. */
  previousReview: string;
  /** The review's reasons the sandbox gives, by code (src/sandbox/review-reasons.ts). */
  reviewReasons: Record<ReviewReason, string>;
  /** A reason the page does not know (written by QA through the control API), framed: "{reason}" stays as sent. */
  reviewComment: string;
  /** A form post over the page's size limit. */
  tooLarge: string;
  /** The session's ReturnURL is no longer allowed: the page cannot send the customer back. */
  returnRefused: string;
  /** The step the page shows when the review asked for a proof of address (ActionsRequired). */
  proof: {
    title: string;
    intro: string;
    documentType: string;
    utilityBill: string;
    bankStatement: string;
    taxLetter: string;
    file: string;
    fileHint: string;
    fileMissing: string;
    submit: string;
  };
  /** Field problems, by kind. */
  problem: {
    required: string;
    tooShort: (min: number) => string;
    tooLong: (max: number) => string;
    printable: string;
    /** Characters of an address line no rule writes in ASCII (北, 京). */
    notAscii: (characters: string) => string;
    dateFormat: (pattern: string, example: string) => string;
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
  aboutYou: 'About you', firstName: 'First name', lastName: 'Last name', dateOfBirth: 'Date of birth',
  identityDocument: 'Identity document', documentType: 'Document type', passport: 'Passport', nationalId: 'National ID card',
  drivingLicence: 'Driving licence', documentNumber: 'Document number', issuingCountry: 'Issuing country',
  selfie: 'I took a selfie with the document (sandbox)', selfieMissing: 'Take the selfie to continue',
  yourBusiness: 'Your business', registeredName: 'Registered name', registrationNumber: 'Registration number',
  homeAddress: 'Home address', registeredAddress: 'Registered address', street: 'Street and number', city: 'City',
  postCode: 'Post code', state: 'State or region (required in every country; US/CA: two-letter code)', country: 'Country',
  agreements: 'Agreements', accept: { PlatformPrivacyPolicy: 'I accept the platform privacy policy', PlatformTermsOfService: 'I accept the platform terms of service', PlatformEsignAgreement: 'I agree to sign electronically (e-sign agreement)' }, agreementsMissing: 'Accept every agreement to continue',
  outcomeLegend: 'Sandbox: review outcome', outcomeLabel: 'What the review should decide', approve: 'Approve',
  declineRetry: 'Decline, may retry', declineFinal: 'Decline, final', askProofOfAddress: 'Ask for proof of address',
  submit: 'Submit for review', expiredTitle: 'This link has expired',
  expiredBody: 'Go back to the business and start verification again: it will give you a new link.',
  selfieShort: 'Selfie',
  requiredNote: 'Fields marked * are required.', dateLetters: { day: 'DD', month: 'MM', year: 'YYYY' },
  asciiPreview: (a) => `Will be sent as: ${a}`, asciiReview: 'Your address is sent in Latin letters without accents. Check how it will be sent below each line, then submit again.',
  previousReview: 'Your last attempt was not accepted:', reviewReasons: { DocumentUnverifiable: 'The identity document could not be verified.', DocumentBlurry: 'The document photo was blurry; please upload it again.', ProofOfAddress: 'We also need a proof of address.' },
  reviewComment: 'The reviewer wrote:', tooLarge: 'This form is too large to be sent.', returnRefused: 'This page cannot send you back to the business: its return address is no longer allowed.',
  proof: { title: 'Proof of address', intro: 'The review needs a document showing your address, dated within the last three months.', documentType: 'Kind of document', utilityBill: 'Utility bill', bankStatement: 'Bank statement', taxLetter: 'Letter from the tax office', file: 'Document (PDF or photo)', fileHint: 'Sandbox: the file is not kept, only its name.', fileMissing: 'Choose the document to upload', submit: 'Send the proof of address' },
  problem: {
    required: 'Fill this in', tooShort: (n) => `Enter at least ${n} characters`, tooLong: (n) => `Enter at most ${n} characters`,
    printable: 'Use Latin letters, digits and common punctuation only', notAscii: (c) => `These characters cannot be sent: ${c}. Please write them in Latin letters`, dateFormat: (p, e) => `Enter the date as ${p}, for example ${e}`,
    realDate: 'This date does not exist', placeholder: 'Enter the real value, not a placeholder such as 00000 or N/A',
    stateCode: (e) => `Enter the two-letter code, for example ${e}`, chooseOne: 'Choose one of the options', invalid: 'Check this value',
  },
};

const es: HostedMessages = {
  title: 'Verifica tu identidad',
  intro: (c) => `Cliente ${c}. Este es el onboarding alojado del sandbox: nada aquí es real.`,
  fix: (n) => `Corrige ${n} problema${n > 1 ? 's' : ''}`,
  aboutYou: 'Sobre ti', firstName: 'Nombre', lastName: 'Apellidos', dateOfBirth: 'Fecha de nacimiento',
  identityDocument: 'Documento de identidad', documentType: 'Tipo de documento', passport: 'Pasaporte', nationalId: 'Documento nacional de identidad',
  drivingLicence: 'Permiso de conducir', documentNumber: 'Número del documento', issuingCountry: 'País de emisión',
  selfie: 'Me hice un selfie con el documento (sandbox)', selfieMissing: 'Hazte el selfie para continuar',
  yourBusiness: 'Tu empresa', registeredName: 'Razón social', registrationNumber: 'Número de registro',
  homeAddress: 'Domicilio', registeredAddress: 'Domicilio social', street: 'Calle y número', city: 'Ciudad',
  postCode: 'Código postal', state: 'Provincia o región (obligatorio en todos los países; EE. UU./Canadá: código de dos letras)', country: 'País',
  agreements: 'Acuerdos', accept: { PlatformPrivacyPolicy: 'Acepto la política de privacidad de la plataforma', PlatformTermsOfService: 'Acepto las condiciones de uso de la plataforma', PlatformEsignAgreement: 'Acepto firmar electrónicamente (acuerdo de firma electrónica)' }, agreementsMissing: 'Acepta todos los acuerdos para continuar',
  outcomeLegend: 'Sandbox: resultado de la revisión', outcomeLabel: 'Qué debe decidir la revisión', approve: 'Aprobar',
  declineRetry: 'Rechazar, puede reintentar', declineFinal: 'Rechazar, definitivo', askProofOfAddress: 'Pedir justificante de domicilio',
  submit: 'Enviar a revisión', expiredTitle: 'Este enlace ha caducado',
  expiredBody: 'Vuelve a la empresa y empieza de nuevo la verificación: te dará un enlace nuevo.',
  selfieShort: 'Selfie',
  requiredNote: 'Los campos marcados con * son obligatorios.', dateLetters: { day: 'DD', month: 'MM', year: 'AAAA' },
  asciiPreview: (a) => `Se enviará como: ${a}`, asciiReview: 'Tu dirección se envía en letras latinas sin tildes. Revisa cómo se enviará debajo de cada línea y vuelve a enviar el formulario.',
  previousReview: 'Tu último intento no fue aceptado:', reviewReasons: { DocumentUnverifiable: 'No se pudo verificar el documento de identidad.', DocumentBlurry: 'La foto del documento estaba borrosa; súbela de nuevo.', ProofOfAddress: 'También necesitamos un justificante de domicilio.' },
  reviewComment: 'El revisor escribió:', tooLarge: 'Este formulario es demasiado grande para enviarlo.', returnRefused: 'Esta página no puede devolverte a la empresa: su dirección de retorno ya no está permitida.',
  proof: { title: 'Comprobante de domicilio', intro: 'La revisión necesita un documento con tu dirección, de los últimos tres meses.', documentType: 'Tipo de documento', utilityBill: 'Factura de suministros', bankStatement: 'Extracto bancario', taxLetter: 'Carta de la agencia tributaria', file: 'Documento (PDF o foto)', fileHint: 'Sandbox: el archivo no se guarda, solo su nombre.', fileMissing: 'Elige el documento que quieres subir', submit: 'Enviar el comprobante de domicilio' },
  problem: {
    required: 'Rellena este campo', tooShort: (n) => `Escribe al menos ${n} caracteres`, tooLong: (n) => `Escribe como máximo ${n} caracteres`,
    printable: 'Usa solo letras latinas, cifras y signos de puntuación habituales', notAscii: (c) => `Estos caracteres no se pueden enviar: ${c}. Escríbelos con letras latinas`, dateFormat: (p, e) => `Escribe la fecha como ${p}, por ejemplo ${e}`,
    realDate: 'Esta fecha no existe', placeholder: 'Escribe el valor real, no un marcador como 00000 o N/A',
    stateCode: (e) => `Escribe el código de dos letras, por ejemplo ${e}`, chooseOne: 'Elige una de las opciones', invalid: 'Revisa este valor',
  },
};

const fr: HostedMessages = {
  title: 'Vérifiez votre identité',
  intro: (c) => `Client ${c}. Ceci est l'onboarding hébergé du sandbox : rien ici n'est réel.`,
  fix: (n) => `Veuillez corriger ${n} problème${n > 1 ? 's' : ''}`,
  aboutYou: 'À propos de vous', firstName: 'Prénom', lastName: 'Nom', dateOfBirth: 'Date de naissance',
  identityDocument: "Pièce d'identité", documentType: 'Type de document', passport: 'Passeport', nationalId: "Carte nationale d'identité",
  drivingLicence: 'Permis de conduire', documentNumber: 'Numéro du document', issuingCountry: 'Pays de délivrance',
  selfie: "J'ai pris un selfie avec le document (sandbox)", selfieMissing: 'Prenez le selfie pour continuer',
  yourBusiness: 'Votre entreprise', registeredName: 'Raison sociale', registrationNumber: "Numéro d'immatriculation",
  homeAddress: 'Adresse du domicile', registeredAddress: 'Siège social', street: 'Rue et numéro', city: 'Ville',
  postCode: 'Code postal', state: 'État ou région (obligatoire dans tous les pays ; États-Unis/Canada : code à deux lettres)', country: 'Pays',
  agreements: 'Conditions', accept: { PlatformPrivacyPolicy: "J'accepte la politique de confidentialité de la plateforme", PlatformTermsOfService: "J'accepte les conditions d'utilisation de la plateforme", PlatformEsignAgreement: "J'accepte de signer électroniquement (accord de signature électronique)" }, agreementsMissing: 'Acceptez toutes les conditions pour continuer',
  outcomeLegend: 'Sandbox : issue de la vérification', outcomeLabel: 'Ce que la vérification doit décider', approve: 'Approuver',
  declineRetry: 'Refuser, nouvel essai possible', declineFinal: 'Refuser, définitif', askProofOfAddress: 'Demander un justificatif de domicile',
  submit: 'Envoyer pour vérification', expiredTitle: 'Ce lien a expiré',
  expiredBody: "Retournez chez l'entreprise et recommencez la vérification : elle vous donnera un nouveau lien.",
  selfieShort: 'Selfie',
  requiredNote: 'Les champs marqués * sont obligatoires.', dateLetters: { day: 'JJ', month: 'MM', year: 'AAAA' },
  asciiPreview: (a) => `Sera envoyé ainsi : ${a}`, asciiReview: "Votre adresse est envoyée en lettres latines sans accents. Vérifiez sous chaque ligne comment elle sera envoyée, puis envoyez de nouveau le formulaire.",
  previousReview: "Votre dernière tentative n'a pas été acceptée :", reviewReasons: { DocumentUnverifiable: "La pièce d'identité n'a pas pu être vérifiée.", DocumentBlurry: 'La photo du document était floue ; veuillez la téléverser de nouveau.', ProofOfAddress: 'Nous avons aussi besoin d’un justificatif de domicile.' },
  reviewComment: 'Le vérificateur a écrit :', tooLarge: 'Ce formulaire est trop volumineux pour être envoyé.', returnRefused: "Cette page ne peut pas vous renvoyer vers l'entreprise : son adresse de retour n'est plus autorisée.",
  proof: { title: 'Justificatif de domicile', intro: 'L’examen demande un document indiquant votre adresse, daté de moins de trois mois.', documentType: 'Type de document', utilityBill: 'Facture d’énergie', bankStatement: 'Relevé bancaire', taxLetter: 'Courrier des impôts', file: 'Document (PDF ou photo)', fileHint: 'Sandbox : le fichier n’est pas conservé, seul son nom l’est.', fileMissing: 'Choisissez le document à envoyer', submit: 'Envoyer le justificatif de domicile' },
  problem: {
    required: 'Renseignez ce champ', tooShort: (n) => `Saisissez au moins ${n} caractères`, tooLong: (n) => `Saisissez au plus ${n} caractères`,
    printable: 'Utilisez uniquement des lettres latines, des chiffres et la ponctuation courante', notAscii: (c) => `Ces caractères ne peuvent pas être envoyés : ${c}. Écrivez-les en lettres latines`, dateFormat: (p, e) => `Saisissez la date au format ${p}, par exemple ${e}`,
    realDate: "Cette date n'existe pas", placeholder: 'Saisissez la vraie valeur, pas un substitut comme 00000 ou N/A',
    stateCode: (e) => `Saisissez le code à deux lettres, par exemple ${e}`, chooseOne: 'Choisissez une des options', invalid: 'Vérifiez cette valeur',
  },
};

const de: HostedMessages = {
  title: 'Bestätigen Sie Ihre Identität',
  intro: (c) => `Kunde ${c}. Dies ist das gehostete Onboarding der Sandbox: Nichts hier ist echt.`,
  fix: (n) => `Bitte beheben Sie ${n} Problem${n > 1 ? 'e' : ''}`,
  aboutYou: 'Zu Ihrer Person', firstName: 'Vorname', lastName: 'Nachname', dateOfBirth: 'Geburtsdatum',
  identityDocument: 'Ausweisdokument', documentType: 'Dokumentart', passport: 'Reisepass', nationalId: 'Personalausweis',
  drivingLicence: 'Führerschein', documentNumber: 'Dokumentnummer', issuingCountry: 'Ausstellungsland',
  selfie: 'Ich habe ein Selfie mit dem Dokument gemacht (Sandbox)', selfieMissing: 'Machen Sie das Selfie, um fortzufahren',
  yourBusiness: 'Ihr Unternehmen', registeredName: 'Eingetragener Name', registrationNumber: 'Registernummer',
  homeAddress: 'Wohnanschrift', registeredAddress: 'Eingetragene Anschrift', street: 'Straße und Hausnummer', city: 'Ort',
  postCode: 'Postleitzahl', state: 'Bundesland oder Region (in jedem Land Pflicht; USA/Kanada: Zwei-Buchstaben-Code)', country: 'Land',
  agreements: 'Vereinbarungen', accept: { PlatformPrivacyPolicy: 'Ich akzeptiere die Datenschutzerklärung der Plattform', PlatformTermsOfService: 'Ich akzeptiere die Nutzungsbedingungen der Plattform', PlatformEsignAgreement: 'Ich stimme der elektronischen Unterzeichnung zu (Vereinbarung über elektronische Signaturen)' }, agreementsMissing: 'Akzeptieren Sie alle Vereinbarungen, um fortzufahren',
  outcomeLegend: 'Sandbox: Prüfergebnis', outcomeLabel: 'Was die Prüfung entscheiden soll', approve: 'Genehmigen',
  declineRetry: 'Ablehnen, erneuter Versuch möglich', declineFinal: 'Ablehnen, endgültig', askProofOfAddress: 'Adressnachweis anfordern',
  submit: 'Zur Prüfung senden', expiredTitle: 'Dieser Link ist abgelaufen',
  expiredBody: 'Kehren Sie zum Unternehmen zurück und starten Sie die Verifizierung neu: Sie erhalten einen neuen Link.',
  selfieShort: 'Selfie',
  requiredNote: 'Mit * gekennzeichnete Felder sind Pflichtfelder.', dateLetters: { day: 'TT', month: 'MM', year: 'JJJJ' },
  asciiPreview: (a) => `Wird gesendet als: ${a}`, asciiReview: 'Ihre Adresse wird in lateinischen Buchstaben ohne Umlaute gesendet. Prüfen Sie unter jeder Zeile, wie sie gesendet wird, und senden Sie das Formular erneut.',
  previousReview: 'Ihr letzter Versuch wurde nicht angenommen:', reviewReasons: { DocumentUnverifiable: 'Das Ausweisdokument konnte nicht überprüft werden.', DocumentBlurry: 'Das Foto des Dokuments war unscharf; bitte laden Sie es erneut hoch.', ProofOfAddress: 'Wir benötigen außerdem einen Adressnachweis.' },
  reviewComment: 'Hinweis der Prüfung:', tooLarge: 'Dieses Formular ist zu groß, um gesendet zu werden.', returnRefused: 'Diese Seite kann Sie nicht zum Unternehmen zurückleiten: Seine Rücksprungadresse ist nicht mehr zugelassen.',
  proof: { title: 'Adressnachweis', intro: 'Für die Prüfung wird ein Dokument mit Ihrer Adresse benötigt, nicht älter als drei Monate.', documentType: 'Art des Dokuments', utilityBill: 'Versorgerrechnung (Strom, Gas, Wasser)', bankStatement: 'Kontoauszug', taxLetter: 'Schreiben des Finanzamts', file: 'Dokument (PDF oder Foto)', fileHint: 'Sandbox: Die Datei wird nicht gespeichert, nur ihr Name.', fileMissing: 'Wählen Sie das Dokument zum Hochladen', submit: 'Adressnachweis senden' },
  problem: {
    required: 'Bitte ausfüllen', tooShort: (n) => `Mindestens ${n} Zeichen eingeben`, tooLong: (n) => `Höchstens ${n} Zeichen eingeben`,
    printable: 'Nur lateinische Buchstaben, Ziffern und übliche Satzzeichen verwenden', notAscii: (c) => `Diese Zeichen können nicht gesendet werden: ${c}. Bitte in lateinischen Buchstaben schreiben`, dateFormat: (p, e) => `Datum als ${p} eingeben, zum Beispiel ${e}`,
    realDate: 'Dieses Datum gibt es nicht', placeholder: 'Den echten Wert eingeben, keinen Platzhalter wie 00000 oder N/A',
    stateCode: (e) => `Den Zwei-Buchstaben-Code eingeben, zum Beispiel ${e}`, chooseOne: 'Eine der Möglichkeiten wählen', invalid: 'Bitte diesen Wert prüfen',
  },
};

const it: HostedMessages = {
  title: 'Verifica la tua identità',
  intro: (c) => `Cliente ${c}. Questo è l'onboarding ospitato del sandbox: niente qui è reale.`,
  fix: (n) => `Correggi ${n} problem${n > 1 ? 'i' : 'a'}`,
  aboutYou: 'Su di te', firstName: 'Nome', lastName: 'Cognome', dateOfBirth: 'Data di nascita',
  identityDocument: "Documento d'identità", documentType: 'Tipo di documento', passport: 'Passaporto', nationalId: "Carta d'identità",
  drivingLicence: 'Patente di guida', documentNumber: 'Numero del documento', issuingCountry: 'Paese di rilascio',
  selfie: 'Ho scattato un selfie con il documento (sandbox)', selfieMissing: 'Scatta il selfie per continuare',
  yourBusiness: 'La tua azienda', registeredName: 'Ragione sociale', registrationNumber: 'Numero di registrazione',
  homeAddress: 'Indirizzo di residenza', registeredAddress: 'Sede legale', street: 'Via e numero civico', city: 'Città',
  postCode: 'CAP', state: 'Provincia o regione (obbligatoria in ogni paese; USA/Canada: codice di due lettere)', country: 'Paese',
  agreements: 'Accordi', accept: { PlatformPrivacyPolicy: "Accetto l'informativa sulla privacy della piattaforma", PlatformTermsOfService: 'Accetto i termini di servizio della piattaforma', PlatformEsignAgreement: 'Accetto di firmare elettronicamente (accordo di firma elettronica)' }, agreementsMissing: 'Accetta tutti gli accordi per continuare',
  outcomeLegend: 'Sandbox: esito della verifica', outcomeLabel: 'Cosa deve decidere la verifica', approve: 'Approva',
  declineRetry: 'Rifiuta, si può riprovare', declineFinal: 'Rifiuta, definitivo', askProofOfAddress: 'Chiedi una prova di residenza',
  submit: 'Invia per la verifica', expiredTitle: 'Questo link è scaduto',
  expiredBody: "Torna dall'azienda e ricomincia la verifica: ti darà un nuovo link.",
  selfieShort: 'Selfie',
  requiredNote: 'I campi contrassegnati con * sono obbligatori.', dateLetters: { day: 'GG', month: 'MM', year: 'AAAA' },
  asciiPreview: (a) => `Verrà inviato come: ${a}`, asciiReview: 'Il tuo indirizzo viene inviato in lettere latine senza accenti. Controlla sotto ogni riga come verrà inviato, poi invia di nuovo il modulo.',
  previousReview: 'Il tuo ultimo tentativo non è stato accettato:', reviewReasons: { DocumentUnverifiable: "Non è stato possibile verificare il documento d'identità.", DocumentBlurry: 'La foto del documento era sfocata; caricala di nuovo.', ProofOfAddress: 'Ci serve anche una prova di residenza.' },
  reviewComment: 'Il revisore ha scritto:', tooLarge: 'Questo modulo è troppo grande per essere inviato.', returnRefused: "Questa pagina non può riportarti all'azienda: il suo indirizzo di ritorno non è più consentito.",
  proof: { title: 'Prova di residenza', intro: 'La verifica richiede un documento con il tuo indirizzo, degli ultimi tre mesi.', documentType: 'Tipo di documento', utilityBill: 'Bolletta', bankStatement: 'Estratto conto', taxLetter: 'Lettera dell’Agenzia delle Entrate', file: 'Documento (PDF o foto)', fileHint: 'Sandbox: il file non viene conservato, solo il suo nome.', fileMissing: 'Scegli il documento da caricare', submit: 'Invia la prova di residenza' },
  problem: {
    required: 'Compila questo campo', tooShort: (n) => `Inserisci almeno ${n} caratteri`, tooLong: (n) => `Inserisci al massimo ${n} caratteri`,
    printable: 'Usa solo lettere latine, cifre e la punteggiatura comune', notAscii: (c) => `Questi caratteri non possono essere inviati: ${c}. Scrivili in lettere latine`, dateFormat: (p, e) => `Inserisci la data come ${p}, ad esempio ${e}`,
    realDate: 'Questa data non esiste', placeholder: 'Inserisci il valore reale, non un segnaposto come 00000 o N/A',
    stateCode: (e) => `Inserisci il codice di due lettere, ad esempio ${e}`, chooseOne: 'Scegli una delle opzioni', invalid: 'Controlla questo valore',
  },
};

const pt: HostedMessages = {
  title: 'Verifique a sua identidade',
  intro: (c) => `Cliente ${c}. Este é o onboarding alojado do sandbox: nada aqui é real.`,
  fix: (n) => `Corrija ${n} problema${n > 1 ? 's' : ''}`,
  aboutYou: 'Sobre si', firstName: 'Nome próprio', lastName: 'Apelido', dateOfBirth: 'Data de nascimento',
  identityDocument: 'Documento de identificação', documentType: 'Tipo de documento', passport: 'Passaporte', nationalId: 'Cartão de cidadão',
  drivingLicence: 'Carta de condução', documentNumber: 'Número do documento', issuingCountry: 'País emissor',
  selfie: 'Tirei uma selfie com o documento (sandbox)', selfieMissing: 'Tire a selfie para continuar',
  yourBusiness: 'A sua empresa', registeredName: 'Denominação social', registrationNumber: 'Número de registo',
  homeAddress: 'Morada', registeredAddress: 'Sede', street: 'Rua e número', city: 'Cidade',
  postCode: 'Código postal', state: 'Estado ou região (obrigatório em todos os países; EUA/Canadá: código de duas letras)', country: 'País',
  agreements: 'Acordos', accept: { PlatformPrivacyPolicy: 'Aceito a política de privacidade da plataforma', PlatformTermsOfService: 'Aceito os termos de serviço da plataforma', PlatformEsignAgreement: 'Aceito assinar eletronicamente (acordo de assinatura eletrónica)' }, agreementsMissing: 'Aceite todos os acordos para continuar',
  outcomeLegend: 'Sandbox: resultado da análise', outcomeLabel: 'O que a análise deve decidir', approve: 'Aprovar',
  declineRetry: 'Recusar, pode tentar de novo', declineFinal: 'Recusar, definitivo', askProofOfAddress: 'Pedir comprovativo de morada',
  submit: 'Enviar para análise', expiredTitle: 'Esta ligação expirou',
  expiredBody: 'Volte à empresa e recomece a verificação: ela dar-lhe-á uma nova ligação.',
  selfieShort: 'Selfie',
  requiredNote: 'Os campos marcados com * são obrigatórios.', dateLetters: { day: 'DD', month: 'MM', year: 'AAAA' },
  asciiPreview: (a) => `Será enviado como: ${a}`, asciiReview: 'A sua morada é enviada em letras latinas sem acentos. Verifique por baixo de cada linha como será enviada e envie o formulário de novo.',
  previousReview: 'A sua última tentativa não foi aceite:', reviewReasons: { DocumentUnverifiable: 'Não foi possível verificar o documento de identificação.', DocumentBlurry: 'A foto do documento estava desfocada; carregue-a de novo.', ProofOfAddress: 'Também precisamos de um comprovativo de morada.' },
  reviewComment: 'O revisor escreveu:', tooLarge: 'Este formulário é demasiado grande para ser enviado.', returnRefused: 'Esta página não o pode levar de volta à empresa: o seu endereço de retorno já não é permitido.',
  proof: { title: 'Comprovante de endereço', intro: 'A análise precisa de um documento com seu endereço, dos últimos três meses.', documentType: 'Tipo de documento', utilityBill: 'Conta de consumo (luz, água, gás)', bankStatement: 'Extrato bancário', taxLetter: 'Carta da Receita', file: 'Documento (PDF ou foto)', fileHint: 'Sandbox: o arquivo não é guardado, apenas o nome.', fileMissing: 'Escolha o documento para enviar', submit: 'Enviar o comprovante de endereço' },
  problem: {
    required: 'Preencha este campo', tooShort: (n) => `Escreva pelo menos ${n} caracteres`, tooLong: (n) => `Escreva no máximo ${n} caracteres`,
    printable: 'Use apenas letras latinas, algarismos e pontuação comum', notAscii: (c) => `Estes caracteres não podem ser enviados: ${c}. Escreva-os em letras latinas`, dateFormat: (p, e) => `Escreva a data como ${p}, por exemplo ${e}`,
    realDate: 'Esta data não existe', placeholder: 'Escreva o valor real, não um marcador como 00000 ou N/A',
    stateCode: (e) => `Escreva o código de duas letras, por exemplo ${e}`, chooseOne: 'Escolha uma das opções', invalid: 'Verifique este valor',
  },
};

export const HOSTED_MESSAGES: Record<HostedLocale, HostedMessages> = { en, es, fr, de, it, pt };

/** The page's locale from the URL segment; an unknown one falls back to English. */
export function hostedLocale(segment: string): HostedLocale {
  return segment in HOSTED_MESSAGES ? (segment as HostedLocale) : 'en';
}
