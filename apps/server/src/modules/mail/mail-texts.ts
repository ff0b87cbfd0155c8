import type { Language } from '@shop/contract';

/*
 * The texts of the shop's order confirmation, reset and store-account mails, in its six
 * languages: the one source their templates (templates/*.ts) and plain-text parts read. The
 * shipped mail's texts are in shipped-texts.ts, the account mails' in account-mail-texts.ts.
 * `{name}` style placeholders are filled in by the renderer.
 */

/** The texts of the order confirmation mail. `{name}` style placeholders are filled in by the renderer. */
export interface ConfirmationTexts {
  /** `{number}`, `{shop}` */
  subject: string;
  /** Put before the subject of the internal copy. */
  copySubjectPrefix: string;
  /** First line of the internal copy. */
  copyNotice: string;
  /** `{name}` */
  greeting: string;
  greetingNoName: string;
  intro: string;
  orderNumber: string;
  orderDate: string;
  deliveryAddress: string;
  postalAddress: string;
  invoiceAddress: string;
  contactPerson: string;
  phone: string;
  email: string;
  invoiceReference: string;
  organisationNumber: string;
  gln: string;
  eInvoiceAddress: string;
  eInvoiceOperator: string;
  pdfInvoiceEmail: string;
  deliveryMethod: string;
  deliveryNormal: string;
  deliveryPremium: string;
  items: string;
  product: string;
  articleNumber: string;
  amount: string;
  /** `{n}`: the package size, e.g. '100 pcs'. */
  packageUnit: string;
  price: string;
  shipping: string;
  administrativeFee: string;
  totalNet: string;
  /** `{percent}`, formatted with its % sign. */
  vat: string;
  totalGross: string;
  message: string;
  payment: string;
  /** `{days}` */
  paymentInvoice: string;
  invoiceElectronic: string;
  invoicePdf: string;
  invoicePaper: string;
  /** Consumers (SPEC.md §1): the same words as the confirmation page. */
  paymentAdvance: string;
  /** The sum of the product lines. */
  productsTotal: string;
  /** A consumer's total includes VAT: `{percent}`, formatted with its % sign. */
  vatIncluded: string;
  /** `{names}`: the products priced on request. */
  onRequest: string;
  contactIntro: string;
  customerService: string;
  registrationNumber: string;
  vatNumber: string;
}

export const CONFIRMATION_TEXTS: Record<Language, ConfirmationTexts> = {
  sv: {
    subject: 'Orderbekräftelse {number} – {shop}',
    copySubjectPrefix: 'Kopia: ',
    copyNotice: 'Detta är en kopia av orderbekräftelsen som skickades till kunden.',
    greeting: 'Hej {name}!',
    greetingNoName: 'Hej!',
    intro: 'Tack för din beställning! Vi har tagit emot den och behandlar den så snart som möjligt.',
    orderNumber: 'Ordernummer',
    orderDate: 'Orderdatum',
    deliveryAddress: 'Leveransadress',
    postalAddress: 'Postadress',
    invoiceAddress: 'Fakturaadress',
    contactPerson: 'Kontaktperson',
    phone: 'Telefon',
    email: 'E-post',
    invoiceReference: 'Fakturareferens',
    organisationNumber: 'Organisationsnummer',
    gln: 'GLN-nummer',
    eInvoiceAddress: 'E-fakturaadress',
    eInvoiceOperator: 'Operatör',
    pdfInvoiceEmail: 'E-post för PDF-faktura',
    deliveryMethod: 'Leveranssätt',
    deliveryNormal: 'Standardleverans. Beställningen skickas inom 2 arbetsdagar.',
    deliveryPremium: 'Premiumleverans med kurirpaket, till brevlådan eller ett ombud.',
    items: 'Artiklar',
    product: 'Produkt',
    articleNumber: 'Art.nr',
    amount: 'Antal',
    packageUnit: '{n} st',
    price: 'Pris',
    shipping: 'Frakt',
    administrativeFee: 'Administrativ avgift',
    totalNet: 'Summa exkl. moms',
    vat: 'Moms {percent}',
    totalGross: 'Totalt inkl. moms',
    message: 'Ditt meddelande',
    payment: 'Betalning',
    paymentInvoice: 'Faktura, {days} dagar netto',
    invoiceElectronic: 'E-faktura',
    invoicePdf: 'PDF-faktura via e-post',
    invoicePaper: 'Pappersfaktura',
    paymentAdvance: 'Förskottsbetalning. Vi kontaktar dig om betalningen.',
    productsTotal: 'Produkter',
    vatIncluded: 'varav moms {percent}',
    onRequest: 'Pris på förfrågan: vi skickar en offert på {names}.',
    contactIntro: 'Har du frågor om din beställning? Kontakta oss gärna.',
    customerService: 'Kundtjänst',
    registrationNumber: 'Org.nr',
    vatNumber: 'Momsreg.nr',
  },
  en: {
    subject: 'Order confirmation {number} – {shop}',
    copySubjectPrefix: 'Copy: ',
    copyNotice: 'This is a copy of the order confirmation sent to the customer.',
    greeting: 'Hello {name},',
    greetingNoName: 'Hello,',
    intro: 'Thank you for your order. We have received it and will process it as soon as possible.',
    orderNumber: 'Order number',
    orderDate: 'Order date',
    deliveryAddress: 'Delivery address',
    postalAddress: 'Postal address',
    invoiceAddress: 'Invoice address',
    contactPerson: 'Contact person',
    phone: 'Phone',
    email: 'E-mail',
    invoiceReference: 'Invoice reference',
    organisationNumber: 'Organisation number',
    gln: 'GLN',
    eInvoiceAddress: 'E-invoice address',
    eInvoiceOperator: 'Operator',
    pdfInvoiceEmail: 'E-mail for PDF invoice',
    deliveryMethod: 'Delivery method',
    deliveryNormal: 'Standard delivery. Your order ships within 2 working days.',
    deliveryPremium: 'Premium delivery by courier parcel, to your mailbox or a pickup point.',
    items: 'Items',
    product: 'Product',
    articleNumber: 'Item no.',
    amount: 'Quantity',
    packageUnit: '{n} pcs',
    price: 'Price',
    shipping: 'Shipping',
    administrativeFee: 'Administrative fee',
    totalNet: 'Total excl. VAT',
    vat: 'VAT {percent}',
    totalGross: 'Total incl. VAT',
    message: 'Your message',
    payment: 'Payment',
    paymentInvoice: 'Invoice, net {days} days',
    invoiceElectronic: 'E-invoice',
    invoicePdf: 'PDF invoice by e-mail',
    invoicePaper: 'Paper invoice',
    paymentAdvance: 'Payment in advance. We will contact you about the payment.',
    productsTotal: 'Products',
    vatIncluded: 'of which VAT {percent}',
    onRequest: 'Price on request: we will send you a quote for {names}.',
    contactIntro: 'Questions about your order? Please get in touch.',
    customerService: 'Customer service',
    registrationNumber: 'Company no.',
    vatNumber: 'VAT no.',
  },
  no: {
    subject: 'Ordrebekreftelse {number} – {shop}',
    copySubjectPrefix: 'Kopi: ',
    copyNotice: 'Dette er en kopi av ordrebekreftelsen som ble sendt til kunden.',
    greeting: 'Hei {name}!',
    greetingNoName: 'Hei!',
    intro: 'Takk for bestillingen! Vi har mottatt den og behandler den så snart som mulig.',
    orderNumber: 'Ordrenummer',
    orderDate: 'Ordredato',
    deliveryAddress: 'Leveringsadresse',
    postalAddress: 'Postadresse',
    invoiceAddress: 'Fakturaadresse',
    contactPerson: 'Kontaktperson',
    phone: 'Telefon',
    email: 'E-post',
    invoiceReference: 'Fakturareferanse',
    organisationNumber: 'Organisasjonsnummer',
    gln: 'GLN-nummer',
    eInvoiceAddress: 'E-fakturaadresse',
    eInvoiceOperator: 'Operatør',
    pdfInvoiceEmail: 'E-post for PDF-faktura',
    deliveryMethod: 'Leveringsmåte',
    deliveryNormal: 'Standard levering. Bestillingen sendes innen 2 virkedager.',
    deliveryPremium: 'Premiumlevering med kurerpakke, i postkassen eller til et utleveringssted.',
    items: 'Varer',
    product: 'Produkt',
    articleNumber: 'Varenr.',
    amount: 'Antall',
    packageUnit: '{n} stk.',
    price: 'Pris',
    shipping: 'Frakt',
    administrativeFee: 'Administrasjonsgebyr',
    totalNet: 'Sum ekskl. mva.',
    vat: 'Mva. {percent}',
    totalGross: 'Totalt inkl. mva.',
    message: 'Din melding',
    payment: 'Betaling',
    paymentInvoice: 'Faktura, {days} dager netto',
    invoiceElectronic: 'E-faktura',
    invoicePdf: 'PDF-faktura på e-post',
    invoicePaper: 'Papirfaktura',
    paymentAdvance: 'Forskuddsbetaling. Vi kontakter deg om betalingen.',
    productsTotal: 'Produkter',
    vatIncluded: 'herav mva. {percent}',
    onRequest: 'Pris på forespørsel: vi sender deg et tilbud på {names}.',
    contactIntro: 'Har du spørsmål om bestillingen? Ta gjerne kontakt med oss.',
    customerService: 'Kundeservice',
    registrationNumber: 'Org.nr.',
    vatNumber: 'Mva.-nr.',
  },
  es: {
    subject: 'Confirmación del pedido {number} – {shop}',
    copySubjectPrefix: 'Copia: ',
    copyNotice: 'Esta es una copia de la confirmación del pedido enviada al cliente.',
    greeting: 'Hola, {name}:',
    greetingNoName: 'Hola:',
    intro: 'Gracias por su pedido. Lo hemos recibido y lo tramitaremos lo antes posible.',
    orderNumber: 'Número de pedido',
    orderDate: 'Fecha del pedido',
    deliveryAddress: 'Dirección de entrega',
    postalAddress: 'Dirección postal',
    invoiceAddress: 'Dirección de facturación',
    contactPerson: 'Persona de contacto',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    invoiceReference: 'Referencia de la factura',
    organisationNumber: 'NIF',
    gln: 'GLN',
    eInvoiceAddress: 'Dirección de factura electrónica',
    eInvoiceOperator: 'Operador',
    pdfInvoiceEmail: 'Correo electrónico para la factura en PDF',
    deliveryMethod: 'Forma de entrega',
    deliveryNormal: 'Entrega estándar. Su pedido se envía en un plazo de 2 días laborables.',
    deliveryPremium: 'Entrega premium por mensajería, en su buzón o en un punto de recogida.',
    items: 'Artículos',
    product: 'Producto',
    articleNumber: 'Referencia',
    amount: 'Cantidad',
    packageUnit: '{n} uds.',
    price: 'Precio',
    shipping: 'Gastos de envío',
    administrativeFee: 'Gastos de gestión',
    totalNet: 'Total sin IVA',
    vat: 'IVA {percent}',
    totalGross: 'Total con IVA',
    message: 'Su mensaje',
    payment: 'Pago',
    paymentInvoice: 'Factura, pago a {days} días',
    invoiceElectronic: 'Factura electrónica',
    invoicePdf: 'Factura en PDF por correo electrónico',
    invoicePaper: 'Factura en papel',
    paymentAdvance: 'Pago por adelantado. Nos pondremos en contacto con usted para el pago.',
    productsTotal: 'Productos',
    vatIncluded: 'de los cuales IVA {percent}',
    onRequest: 'Precio bajo consulta: le enviaremos un presupuesto de {names}.',
    contactIntro: '¿Tiene alguna pregunta sobre su pedido? Póngase en contacto con nosotros.',
    customerService: 'Atención al cliente',
    registrationNumber: 'CIF',
    vatNumber: 'NIF-IVA',
  },
  fi: {
    subject: 'Tilausvahvistus {number} – {shop}',
    copySubjectPrefix: 'Kopio: ',
    copyNotice: 'Tämä on kopio asiakkaalle lähetetystä tilausvahvistuksesta.',
    greeting: 'Hei {name}!',
    greetingNoName: 'Hei!',
    intro: 'Kiitos tilauksestasi! Olemme vastaanottaneet sen ja käsittelemme sen mahdollisimman pian.',
    orderNumber: 'Tilausnumero',
    orderDate: 'Tilauspäivä',
    deliveryAddress: 'Toimitusosoite',
    postalAddress: 'Postiosoite',
    invoiceAddress: 'Laskutusosoite',
    contactPerson: 'Yhteyshenkilö',
    phone: 'Puhelin',
    email: 'Sähköposti',
    invoiceReference: 'Laskun viite',
    organisationNumber: 'Y-tunnus',
    gln: 'GLN-koodi',
    eInvoiceAddress: 'Verkkolaskuosoite',
    eInvoiceOperator: 'Välittäjä',
    pdfInvoiceEmail: 'PDF-laskun sähköpostiosoite',
    deliveryMethod: 'Toimitustapa',
    deliveryNormal: 'Normaali toimitus. Tilaus lähetetään 2 arkipäivän kuluessa.',
    deliveryPremium: 'Pikatoimitus pikapakettina postilaatikkoon tai noutopisteeseen.',
    items: 'Tuotteet',
    product: 'Tuote',
    articleNumber: 'Tuotenro',
    amount: 'Määrä',
    packageUnit: '{n} kpl',
    price: 'Hinta',
    shipping: 'Toimituskulut',
    administrativeFee: 'Laskutuslisä',
    totalNet: 'Yhteensä ilman ALV:tä',
    vat: 'ALV {percent}',
    totalGross: 'Yhteensä sis. ALV',
    message: 'Viestisi',
    payment: 'Maksu',
    paymentInvoice: 'Lasku, maksuaika {days} päivää netto',
    invoiceElectronic: 'Verkkolasku',
    invoicePdf: 'PDF-lasku sähköpostiin',
    invoicePaper: 'Paperilasku',
    paymentAdvance: 'Ennakkomaksu. Otamme sinuun yhteyttä maksusta.',
    productsTotal: 'Tuotteet',
    vatIncluded: 'josta ALV {percent}',
    onRequest: 'Hinta pyynnöstä: lähetämme tarjouksen tuotteista {names}.',
    contactIntro: 'Onko sinulla kysyttävää tilauksesta? Ota meihin yhteyttä.',
    customerService: 'Asiakaspalvelu',
    registrationNumber: 'Y-tunnus',
    vatNumber: 'ALV-numero',
  },
  dk: {
    subject: 'Ordrebekræftelse {number} – {shop}',
    copySubjectPrefix: 'Kopi: ',
    copyNotice: 'Dette er en kopi af ordrebekræftelsen, der blev sendt til kunden.',
    greeting: 'Hej {name}!',
    greetingNoName: 'Hej!',
    intro: 'Tak for din bestilling! Vi har modtaget den og behandler den hurtigst muligt.',
    orderNumber: 'Ordrenummer',
    orderDate: 'Ordredato',
    deliveryAddress: 'Leveringsadresse',
    postalAddress: 'Postadresse',
    invoiceAddress: 'Fakturaadresse',
    contactPerson: 'Kontaktperson',
    phone: 'Telefon',
    email: 'E-mail',
    invoiceReference: 'Fakturareference',
    organisationNumber: 'CVR-nummer',
    gln: 'GLN-nummer',
    eInvoiceAddress: 'E-fakturaadresse',
    eInvoiceOperator: 'Operatør',
    pdfInvoiceEmail: 'E-mail til PDF-faktura',
    deliveryMethod: 'Leveringsmåde',
    deliveryNormal: 'Standardlevering. Bestillingen sendes inden for 2 arbejdsdage.',
    deliveryPremium: 'Premiumlevering med kurerpakke, i postkassen eller til et udleveringssted.',
    items: 'Varer',
    product: 'Produkt',
    articleNumber: 'Varenr.',
    amount: 'Antal',
    packageUnit: '{n} stk.',
    price: 'Pris',
    shipping: 'Fragt',
    administrativeFee: 'Administrationsgebyr',
    totalNet: 'I alt ekskl. moms',
    vat: 'Moms {percent}',
    totalGross: 'I alt inkl. moms',
    message: 'Din besked',
    payment: 'Betaling',
    paymentInvoice: 'Faktura, netto {days} dage',
    invoiceElectronic: 'E-faktura',
    invoicePdf: 'PDF-faktura pr. e-mail',
    invoicePaper: 'Papirfaktura',
    paymentAdvance: 'Forudbetaling. Vi kontakter dig om betalingen.',
    productsTotal: 'Produkter',
    vatIncluded: 'heraf moms {percent}',
    onRequest: 'Pris på forespørgsel: vi sender dig et tilbud på {names}.',
    contactIntro: 'Har du spørgsmål til din bestilling? Kontakt os endelig.',
    customerService: 'Kundeservice',
    registrationNumber: 'CVR-nr.',
    vatNumber: 'Momsnr.',
  },
};

/** The texts of the password-reset mail. */
export interface ResetTexts {
  /** `{shop}` */
  subject: string;
  greeting: string;
  intro: string;
  action: string;
  /** `{minutes}` */
  expiry: string;
  ignore: string;
}

export const RESET_TEXTS: Record<Language, ResetTexts> = {
  sv: {
    subject: 'Återställ ditt lösenord – {shop}',
    greeting: 'Hej!',
    intro: 'Vi har fått en begäran om att återställa lösenordet för ditt konto.',
    action: 'Välj ett nytt lösenord via länken:',
    expiry: 'Länken fungerar en gång och gäller i {minutes} minuter.',
    ignore: 'Om du inte har bett om detta kan du bortse från meddelandet; ditt lösenord ändras inte.',
  },
  en: {
    subject: 'Reset your password – {shop}',
    greeting: 'Hello,',
    intro: 'We received a request to reset the password of your account.',
    action: 'Choose a new password with this link:',
    expiry: 'The link works once and is valid for {minutes} minutes.',
    ignore: 'If you did not ask for this, you can ignore this message; your password does not change.',
  },
  no: {
    subject: 'Tilbakestill passordet ditt – {shop}',
    greeting: 'Hei!',
    intro: 'Vi har mottatt en forespørsel om å tilbakestille passordet til kontoen din.',
    action: 'Velg et nytt passord via lenken:',
    expiry: 'Lenken virker én gang og gjelder i {minutes} minutter.',
    ignore: 'Hvis du ikke har bedt om dette, kan du se bort fra meldingen; passordet ditt endres ikke.',
  },
  es: {
    subject: 'Restablece tu contraseña – {shop}',
    greeting: 'Hola:',
    intro: 'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta.',
    action: 'Elige una contraseña nueva con este enlace:',
    expiry: 'El enlace funciona una sola vez y es válido durante {minutes} minutos.',
    ignore: 'Si no lo has solicitado, puedes ignorar este mensaje; tu contraseña no cambia.',
  },
  fi: {
    subject: 'Palauta salasanasi – {shop}',
    greeting: 'Hei!',
    intro: 'Saimme pyynnön palauttaa tilisi salasana.',
    action: 'Valitse uusi salasana tämän linkin kautta:',
    expiry: 'Linkki toimii kerran ja on voimassa {minutes} minuuttia.',
    ignore: 'Jos et pyytänyt tätä, voit jättää viestin huomiotta; salasanasi ei muutu.',
  },
  dk: {
    subject: 'Nulstil din adgangskode – {shop}',
    greeting: 'Hej!',
    intro: 'Vi har modtaget en anmodning om at nulstille adgangskoden til din konto.',
    action: 'Vælg en ny adgangskode via linket:',
    expiry: 'Linket virker én gang og gælder i {minutes} minutter.',
    ignore: 'Hvis du ikke har bedt om dette, kan du se bort fra beskeden; din adgangskode ændres ikke.',
  },
};

/**
 * The labels of the internal notice of a store-account request (to the shop's own address):
 * Swedish and English side by side, as the shop's staff read it whatever the customer's language.
 */
export const STORE_ACCOUNT_REQUEST_TEXTS = {
  /** `{id}`, `{shop}` */
  subject: 'Ny kontoansökan / New account request #{id} – {shop}',
  companyName: 'Företag / Company',
  corporateId: 'Organisationsnummer / Corporate id',
  contactName: 'Kontaktperson / Contact',
  email: 'E-post / E-mail',
  phone: 'Telefon / Phone',
  message: 'Meddelande / Message',
} as const;
