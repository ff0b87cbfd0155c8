import type { Language } from '@shop/contract';

/**
 * The texts of the mails the back office sends about an account: the welcome with a
 * set-password link (a store-account request approved, or an account an operator opened) and the
 * answer to a store-account request that was turned down. `{name}` marks a value filled in.
 */

export interface WelcomeTexts {
  /** `{shop}` */
  subject: string;
  greeting: string;
  /** A store-account request was approved. */
  approved: string;
  /** An operator opened the account. */
  created: string;
  /** `{customerNumber}` */
  customerNumber: string;
  /** `{email}` */
  username: string;
  action: string;
  /** `{days}` */
  expiry: string;
  closing: string;
}

export const WELCOME_TEXTS: Record<Language, WelcomeTexts> = {
  sv: {
    subject: 'Välkommen till {shop}',
    greeting: 'Hej!',
    approved: 'Er ansökan om ett kundkonto har godkänts.',
    created: 'Ett kundkonto har öppnats åt dig.',
    customerNumber: 'Ditt kundnummer: {customerNumber}',
    username: 'Du loggar in med din e-postadress {email} eller ditt kundnummer.',
    action: 'Välj ditt lösenord via länken:',
    expiry:
      'Länken fungerar en gång och gäller i {days} dagar. Har den slutat gälla väljer du ”Glömt lösenord” på inloggningssidan.',
    closing: 'Välkommen som kund!',
  },
  en: {
    subject: 'Welcome to {shop}',
    greeting: 'Hello,',
    approved: 'Your request for a customer account has been approved.',
    created: 'A customer account has been opened for you.',
    customerNumber: 'Your customer number: {customerNumber}',
    username: 'You sign in with your e-mail address {email} or your customer number.',
    action: 'Choose your password with this link:',
    expiry:
      'The link works once and is valid for {days} days. If it has expired, choose "Forgot password" on the login page.',
    closing: 'Welcome as a customer!',
  },
  no: {
    subject: 'Velkommen til {shop}',
    greeting: 'Hei!',
    approved: 'Søknaden deres om en kundekonto er godkjent.',
    created: 'Det er opprettet en kundekonto for deg.',
    customerNumber: 'Kundenummeret ditt: {customerNumber}',
    username: 'Du logger inn med e-postadressen din {email} eller kundenummeret ditt.',
    action: 'Velg passordet ditt via lenken:',
    expiry:
      'Lenken virker én gang og gjelder i {days} dager. Har den gått ut, velger du «Glemt passord» på innloggingssiden.',
    closing: 'Velkommen som kunde!',
  },
  es: {
    subject: 'Bienvenido a {shop}',
    greeting: 'Hola:',
    approved: 'Se ha aprobado su solicitud de una cuenta de cliente.',
    created: 'Se ha abierto una cuenta de cliente para usted.',
    customerNumber: 'Su número de cliente: {customerNumber}',
    username: 'Inicie sesión con su dirección de correo electrónico {email} o con su número de cliente.',
    action: 'Elija su contraseña con este enlace:',
    expiry:
      'El enlace funciona una sola vez y es válido durante {days} días. Si ha caducado, elija «¿Ha olvidado su contraseña?» en la página de inicio de sesión.',
    closing: '¡Bienvenido como cliente!',
  },
  fi: {
    subject: 'Tervetuloa – {shop}',
    greeting: 'Hei!',
    approved: 'Asiakastilihakemuksenne on hyväksytty.',
    created: 'Sinulle on avattu asiakastili.',
    customerNumber: 'Asiakasnumerosi: {customerNumber}',
    username: 'Kirjaudut sisään sähköpostiosoitteellasi {email} tai asiakasnumerollasi.',
    action: 'Valitse salasanasi tämän linkin kautta:',
    expiry:
      'Linkki toimii kerran ja on voimassa {days} päivää. Jos se on vanhentunut, valitse kirjautumissivulla ”Unohtuiko salasana”.',
    closing: 'Tervetuloa asiakkaaksi!',
  },
  dk: {
    subject: 'Velkommen til {shop}',
    greeting: 'Hej!',
    approved: 'Jeres ansøgning om en kundekonto er godkendt.',
    created: 'Der er oprettet en kundekonto til dig.',
    customerNumber: 'Dit kundenummer: {customerNumber}',
    username: 'Du logger ind med din e-mailadresse {email} eller dit kundenummer.',
    action: 'Vælg din adgangskode via linket:',
    expiry:
      'Linket virker én gang og gælder i {days} dage. Er det udløbet, vælger du "Glemt adgangskode" på login-siden.',
    closing: 'Velkommen som kunde!',
  },
};

export interface StoreRejectedTexts {
  /** `{shop}` */
  subject: string;
  /** `{name}` */
  greeting: string;
  /** `{company}` */
  intro: string;
  reason: string;
  /** `{email}`, `{phone}` */
  contact: string;
}

export const STORE_REJECTED_TEXTS: Record<Language, StoreRejectedTexts> = {
  sv: {
    subject: 'Er ansökan om kundkonto – {shop}',
    greeting: 'Hej {name}!',
    intro: 'Tack för er ansökan om ett kundkonto för {company}. Tyvärr kan vi inte godkänna den.',
    reason: 'Skäl:',
    contact: 'Har ni frågor är ni välkomna att kontakta vår kundtjänst: {email}, {phone}.',
  },
  en: {
    subject: 'Your customer account request – {shop}',
    greeting: 'Hello {name},',
    intro: 'Thank you for your request for a customer account for {company}. Unfortunately we cannot approve it.',
    reason: 'Reason:',
    contact: 'If you have any questions, please contact our customer service: {email}, {phone}.',
  },
  no: {
    subject: 'Søknaden deres om kundekonto – {shop}',
    greeting: 'Hei {name}!',
    intro: 'Takk for søknaden om en kundekonto for {company}. Dessverre kan vi ikke godkjenne den.',
    reason: 'Begrunnelse:',
    contact: 'Har dere spørsmål, er dere velkomne til å kontakte kundeservice: {email}, {phone}.',
  },
  es: {
    subject: 'Su solicitud de cuenta de cliente – {shop}',
    greeting: 'Hola, {name}:',
    intro: 'Gracias por su solicitud de una cuenta de cliente para {company}. Lamentablemente, no podemos aprobarla.',
    reason: 'Motivo:',
    contact:
      'Si tiene alguna pregunta, póngase en contacto con nuestro servicio de atención al cliente: {email}, {phone}.',
  },
  fi: {
    subject: 'Asiakastilihakemuksenne – {shop}',
    greeting: 'Hei {name}!',
    intro: 'Kiitos asiakastilihakemuksestanne yritykselle {company}. Valitettavasti emme voi hyväksyä sitä.',
    reason: 'Syy:',
    contact: 'Jos teillä on kysyttävää, ottakaa yhteyttä asiakaspalveluumme: {email}, {phone}.',
  },
  dk: {
    subject: 'Jeres ansøgning om kundekonto – {shop}',
    greeting: 'Hej {name}!',
    intro: 'Tak for jeres ansøgning om en kundekonto til {company}. Desværre kan vi ikke godkende den.',
    reason: 'Begrundelse:',
    contact: 'Har I spørgsmål, er I velkomne til at kontakte vores kundeservice: {email}, {phone}.',
  },
};
