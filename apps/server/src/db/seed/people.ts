/** Fictitious customers and addresses of each shop's demo accounts. */

export interface StreetAddress {
  street: string;
  number: string;
  letter?: string;
  zip: string;
  city: string;
}

export interface DemoPeople {
  businessCompany: string;
  noEmailCompany: string;
  tempCompany: string;
  privateName: string;
  /** Corporate identity / organisation number in the country's format. */
  corporateId: string;
  contactPerson: string;
  phone: string;
  delivery: StreetAddress;
  postal: StreetAddress;
  invoice: StreetAddress;
  home: StreetAddress;
  /** E-invoice address and operator (Finland). */
  eInvoice?: { address: string; operator: string };
  /** A delivery note in the shop's language. */
  message: string;
}

export const PEOPLE: Record<number, DemoPeople> = {
  3: {
    businessCompany: 'Demo Butik Intern AB',
    noEmailCompany: 'Demo Kiosk Intern AB',
    tempCompany: 'Demo Ny Butik AB',
    privateName: 'Anna Andersson',
    corporateId: '556700-0013',
    contactPerson: 'Karin Holm',
    phone: '040-555 12 34',
    delivery: { street: 'Södergatan', number: '12', zip: '21122', city: 'Malmö' },
    postal: { street: 'Adelgatan', number: '5', zip: '21122', city: 'Malmö' },
    invoice: { street: 'Regementsgatan', number: '24', zip: '21143', city: 'Malmö' },
    home: { street: 'Amiralsgatan', number: '18', letter: 'B', zip: '21420', city: 'Malmö' },
    message: 'Lämnas vid personalingången.',
  },
  4: {
    businessCompany: 'Demo Företag AB',
    noEmailCompany: 'Demo Kontanthantering AB',
    tempCompany: 'Demo Nykund AB',
    privateName: 'Erik Svensson',
    corporateId: '556700-0014',
    contactPerson: 'Lena Berg',
    phone: '08-555 123 45',
    delivery: { street: 'Drottninggatan', number: '45', zip: '11121', city: 'Stockholm' },
    postal: { street: 'Klarabergsgatan', number: '20', zip: '11121', city: 'Stockholm' },
    invoice: { street: 'Vasagatan', number: '12', zip: '11121', city: 'Stockholm' },
    home: { street: 'Hornsgatan', number: '88', letter: 'A', zip: '11825', city: 'Stockholm' },
    message: 'Leverans till godsmottagningen, port 3.',
  },
  5: {
    businessCompany: 'Demo Yritys Oy',
    noEmailCompany: 'Demo Kassapalvelu Oy',
    tempCompany: 'Demo Uusi Asiakas Oy',
    privateName: 'Aino Virtanen',
    corporateId: '2345678-0',
    contactPerson: 'Mikko Laine',
    phone: '09 555 1234',
    delivery: { street: 'Mannerheimintie', number: '12', zip: '00100', city: 'Helsinki' },
    postal: { street: 'Aleksanterinkatu', number: '15', zip: '00100', city: 'Helsinki' },
    invoice: { street: 'Bulevardi', number: '7', zip: '00120', city: 'Helsinki' },
    home: { street: 'Fredrikinkatu', number: '40', letter: 'C', zip: '00100', city: 'Helsinki' },
    eInvoice: { address: '003723456789', operator: 'OKOYFIHH' },
    message: 'Toimitus lastauslaiturille.',
  },
  6: {
    businessCompany: 'Demo Company Ltd',
    noEmailCompany: 'Demo Cash Services Ltd',
    tempCompany: 'Demo New Customer Ltd',
    privateName: 'Oliver Smith',
    corporateId: '09876543',
    contactPerson: 'James Taylor',
    phone: '0161 496 0000',
    delivery: { street: 'High Street', number: '22', zip: 'M4 1HQ', city: 'Manchester' },
    postal: { street: 'Deansgate', number: '100', zip: 'M3 2GP', city: 'Manchester' },
    invoice: { street: 'King Street', number: '5', zip: 'M2 4LQ', city: 'Manchester' },
    home: { street: 'Oxford Road', number: '250', zip: 'M13 9PL', city: 'Manchester' },
    message: 'Please deliver to the goods entrance at the rear.',
  },
  7: {
    businessCompany: 'Demo Empresa S.L.',
    noEmailCompany: 'Demo Efectivo S.L.',
    tempCompany: 'Demo Cliente Nuevo S.L.',
    privateName: 'Lucía García',
    corporateId: 'B87654321',
    contactPerson: 'Carlos Martín',
    phone: '+34 910 000 111',
    delivery: { street: 'Calle de Alcalá', number: '120', zip: '28009', city: 'Madrid' },
    postal: { street: 'Gran Vía', number: '30', zip: '28013', city: 'Madrid' },
    invoice: { street: 'Calle de Serrano', number: '45', zip: '28001', city: 'Madrid' },
    home: { street: 'Calle de Atocha', number: '70', zip: '28012', city: 'Madrid' },
    message: 'Entregar en recepción de mercancías, de 9 a 14 h.',
  },
  8: {
    businessCompany: 'Demo Lab AB',
    noEmailCompany: 'Demo Analys AB',
    tempCompany: 'Demo Klinik AB',
    privateName: 'Maja Lindqvist',
    corporateId: '556700-0018',
    contactPerson: 'Sara Ek',
    phone: '018-555 12 34',
    delivery: { street: 'Dragarbrunnsgatan', number: '36', zip: '75237', city: 'Uppsala' },
    postal: { street: 'Kungsgatan', number: '50', zip: '75237', city: 'Uppsala' },
    invoice: { street: 'Sysslomansgatan', number: '8', zip: '75320', city: 'Uppsala' },
    home: { street: 'S:t Olofsgatan', number: '12', zip: '75320', city: 'Uppsala' },
    message: 'Deliver to the specimen reception, level 2.',
  },
  9: {
    businessCompany: 'Demo Firma ApS',
    noEmailCompany: 'Demo Kontant ApS',
    tempCompany: 'Demo Ny Kunde ApS',
    privateName: 'Mette Jensen',
    corporateId: '87654321',
    contactPerson: 'Lars Nielsen',
    phone: '+45 55 50 12 34',
    delivery: { street: 'Vesterbrogade', number: '34', zip: '1620', city: 'København V' },
    postal: { street: 'Nørregade', number: '10', zip: '1165', city: 'København K' },
    invoice: { street: 'Østergade', number: '20', zip: '1100', city: 'København K' },
    home: { street: 'Nørrebrogade', number: '52', zip: '2200', city: 'København N' },
    message: 'Leveres ved varemodtagelsen.',
  },
};

/** The twelve shops of the store owner on the internal shop. */
export const STORES: readonly { name: string; city: string; address: StreetAddress }[] = [
  {
    name: 'Kvarnens Livs AB',
    city: 'Malmö',
    address: { street: 'Södergatan', number: '3', zip: '21122', city: 'Malmö' },
  },
  {
    name: 'Torgets Tobak & Spel AB',
    city: 'Malmö',
    address: { street: 'Stortorget', number: '7', zip: '21122', city: 'Malmö' },
  },
  {
    name: 'Hamnkiosken i Malmö AB',
    city: 'Malmö',
    address: { street: 'Föreningsgatan', number: '30', zip: '21420', city: 'Malmö' },
  },
  {
    name: 'Stationsbageriet AB',
    city: 'Malmö',
    address: { street: 'Fersens väg', number: '2', zip: '21143', city: 'Malmö' },
  },
  {
    name: 'Blomsterboden Centrum AB',
    city: 'Stockholm',
    address: { street: 'Drottninggatan', number: '71', zip: '11121', city: 'Stockholm' },
  },
  {
    name: 'Järnhandeln Väster AB',
    city: 'Stockholm',
    address: { street: 'Hornsgatan', number: '54', zip: '11825', city: 'Stockholm' },
  },
  {
    name: 'Gamla Stans Souvenirer AB',
    city: 'Stockholm',
    address: { street: 'Västerlånggatan', number: '40', zip: '11129', city: 'Stockholm' },
  },
  {
    name: 'Skomakarns Sko & Nyckel AB',
    city: 'Göteborg',
    address: { street: 'Kungsgatan', number: '18', zip: '41104', city: 'Göteborg' },
  },
  {
    name: 'Bokhandeln vid Vallgatan AB',
    city: 'Göteborg',
    address: { street: 'Vallgatan', number: '9', zip: '41104', city: 'Göteborg' },
  },
  {
    name: 'Sportboden Linné AB',
    city: 'Göteborg',
    address: { street: 'Vasagatan', number: '44', zip: '41134', city: 'Göteborg' },
  },
  {
    name: 'Caféet på Hörnet AB',
    city: 'Uppsala',
    address: { street: 'Skolgatan', number: '21', zip: '75320', city: 'Uppsala' },
  },
  {
    name: 'Elektronikhörnan Uppsala AB',
    city: 'Uppsala',
    address: { street: 'Kungsgatan', number: '61', zip: '75237', city: 'Uppsala' },
  },
];
