import type { Language } from '@shop/contract';

/** The texts of the mail that tells the customer the order was shipped. */
export interface ShippedTexts {
  /** `{number}`, `{shop}` */
  subject: string;
  /** `{name}` */
  greeting: string;
  greetingNoName: string;
  intro: string;
  orderNumber: string;
  parcelNumber: string;
  /** Before the tracking link. */
  trackIntro: string;
  /** The tracking link's text. */
  trackLink: string;
  /** Where the shop has no tracking page. */
  noTracking: string;
  contactIntro: string;
  phone: string;
  email: string;
}

export const SHIPPED_TEXTS: Record<Language, ShippedTexts> = {
  sv: {
    subject: 'Din order {number} har skickats – {shop}',
    greeting: 'Hej {name}!',
    greetingNoName: 'Hej!',
    intro: 'Din beställning har lämnat vårt lager och är på väg till dig.',
    orderNumber: 'Ordernummer',
    parcelNumber: 'Kollinummer',
    trackIntro: 'Följ försändelsen hos transportören:',
    trackLink: 'Spåra paketet',
    noTracking: 'Uppge kollinumret om du frågar transportören om leveransen.',
    contactIntro: 'Har du frågor om din beställning? Kontakta oss gärna.',
    phone: 'Telefon',
    email: 'E-post',
  },
  en: {
    subject: 'Your order {number} has been shipped – {shop}',
    greeting: 'Hello {name},',
    greetingNoName: 'Hello,',
    intro: 'Your order has left our warehouse and is on its way to you.',
    orderNumber: 'Order number',
    parcelNumber: 'Parcel number',
    trackIntro: 'Follow the parcel on the carrier’s page:',
    trackLink: 'Track your parcel',
    noTracking: 'Quote the parcel number when you ask the carrier about the delivery.',
    contactIntro: 'Questions about your order? Please get in touch.',
    phone: 'Phone',
    email: 'E-mail',
  },
  no: {
    subject: 'Ordren din {number} er sendt – {shop}',
    greeting: 'Hei {name}!',
    greetingNoName: 'Hei!',
    intro: 'Bestillingen din har forlatt lageret vårt og er på vei til deg.',
    orderNumber: 'Ordrenummer',
    parcelNumber: 'Kollinummer',
    trackIntro: 'Følg sendingen hos transportøren:',
    trackLink: 'Spor pakken',
    noTracking: 'Oppgi kollinummeret hvis du spør transportøren om leveringen.',
    contactIntro: 'Har du spørsmål om bestillingen? Ta gjerne kontakt med oss.',
    phone: 'Telefon',
    email: 'E-post',
  },
  es: {
    subject: 'Su pedido {number} ha sido enviado – {shop}',
    greeting: 'Hola, {name}:',
    greetingNoName: 'Hola:',
    intro: 'Su pedido ha salido de nuestro almacén y está en camino.',
    orderNumber: 'Número de pedido',
    parcelNumber: 'Número de envío',
    trackIntro: 'Siga el envío en la página del transportista:',
    trackLink: 'Seguir el paquete',
    noTracking: 'Indique el número de envío si consulta al transportista sobre la entrega.',
    contactIntro: '¿Tiene alguna pregunta sobre su pedido? Póngase en contacto con nosotros.',
    phone: 'Teléfono',
    email: 'Correo electrónico',
  },
  fi: {
    subject: 'Tilauksesi {number} on lähetetty – {shop}',
    greeting: 'Hei {name}!',
    greetingNoName: 'Hei!',
    intro: 'Tilauksesi on lähtenyt varastostamme ja on matkalla sinulle.',
    orderNumber: 'Tilausnumero',
    parcelNumber: 'Lähetystunnus',
    trackIntro: 'Seuraa lähetystä kuljetusyhtiön sivulla:',
    trackLink: 'Seuraa pakettia',
    noTracking: 'Kerro lähetystunnus, jos kysyt kuljetusyhtiöltä toimituksesta.',
    contactIntro: 'Onko sinulla kysyttävää tilauksesta? Ota meihin yhteyttä.',
    phone: 'Puhelin',
    email: 'Sähköposti',
  },
  dk: {
    subject: 'Din ordre {number} er afsendt – {shop}',
    greeting: 'Hej {name}!',
    greetingNoName: 'Hej!',
    intro: 'Din bestilling har forladt vores lager og er på vej til dig.',
    orderNumber: 'Ordrenummer',
    parcelNumber: 'Kollinummer',
    trackIntro: 'Følg forsendelsen hos transportøren:',
    trackLink: 'Spor pakken',
    noTracking: 'Oplys kollinummeret, hvis du spørger transportøren om leveringen.',
    contactIntro: 'Har du spørgsmål til din bestilling? Kontakt os endelig.',
    phone: 'Telefon',
    email: 'E-mail',
  },
};
