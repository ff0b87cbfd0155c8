import { type RawBuilder, sql } from 'kysely';

/** The words and figures the scale data is made of, in the six languages, and their SQL forms. */

export const LANGS = ['sv', 'en', 'no', 'es', 'fi', 'dk'] as const;
export type Six = readonly [string, string, string, string, string, string];

/** Product kinds: names in the six languages, a model code, price per piece (euro cents) and weight (g). */
export const KINDS: readonly { name: Six; code: string; cents: number; grams: number }[] = [
  {
    name: ['Säkerhetspåse', 'Security bag', 'Sikkerhetspose', 'Bolsa de seguridad', 'Turvapussi', 'Sikkerhedspose'],
    code: 'SP',
    cents: 45,
    grams: 30,
  },
  {
    name: [
      'Säkerhetskuvert',
      'Security envelope',
      'Sikkerhetskonvolutt',
      'Sobre de seguridad',
      'Turvakuori',
      'Sikkerhedskuvert',
    ],
    code: 'SK',
    cents: 30,
    grams: 20,
  },
  { name: ['Plomb', 'Seal', 'Plombe', 'Precinto', 'Sinetti', 'Plombe'], code: 'PL', cents: 12, grams: 5 },
  {
    name: ['Bultplomb', 'Bolt seal', 'Boltplombe', 'Precinto de perno', 'Pulttisinetti', 'Boltplombe'],
    code: 'BP',
    cents: 110,
    grams: 55,
  },
  {
    name: ['Säkerhetstejp', 'Security tape', 'Sikkerhetstape', 'Cinta de seguridad', 'Turvateippi', 'Sikkerhedstape'],
    code: 'ST',
    cents: 1400,
    grams: 400,
  },
  {
    name: [
      'Säkerhetsetikett',
      'Security label',
      'Sikkerhetsetikett',
      'Etiqueta de seguridad',
      'Turvatarra',
      'Sikkerhedsetiket',
    ],
    code: 'SE',
    cents: 8,
    grams: 1,
  },
  {
    name: ['Kvittorulle', 'Receipt roll', 'Kvitteringsrull', 'Rollo de recibos', 'Kuittirulla', 'Bonrulle'],
    code: 'KR',
    cents: 90,
    grams: 60,
  },
  {
    name: [
      'Värdetransportpåse',
      'Cash-in-transit bag',
      'Verditransportpose',
      'Bolsa para transporte de fondos',
      'Arvokuljetuspussi',
      'Værditransportpose',
    ],
    code: 'VP',
    cents: 160,
    grams: 80,
  },
  {
    name: ['Insättningspåse', 'Deposit bag', 'Innskuddspose', 'Bolsa de depósito', 'Talletuspussi', 'Indbetalingspose'],
    code: 'IP',
    cents: 50,
    grams: 25,
  },
  {
    name: [
      'Insättningsblankett',
      'Deposit form',
      'Innskuddsblankett',
      'Formulario de depósito',
      'Talletuslomake',
      'Indbetalingsblanket',
    ],
    code: 'IB',
    cents: 6,
    grams: 5,
  },
  {
    name: ['Myntrulle', 'Coin wrapper', 'Myntrull', 'Cartucho de monedas', 'Kolikkorulla', 'Møntrulle'],
    code: 'MR',
    cents: 4,
    grams: 2,
  },
  {
    name: ['Sedelband', 'Banknote band', 'Seddelbånd', 'Faja para billetes', 'Setelinauha', 'Seddelbånd'],
    code: 'SB',
    cents: 3,
    grams: 1,
  },
];

/** "<kind> for secure handling and traceability." in the six languages, after the kind's name. */
export const DESCRIPTION: Six = [
  ' för säker hantering och spårbarhet.',
  ' for secure handling and traceability.',
  ' for sikker håndtering og sporbarhet.',
  ' para una manipulación segura y trazable.',
  ' turvalliseen ja jäljitettävään käsittelyyn.',
  ' til sikker håndtering og sporbarhed.',
];
export const PACKAGES_LABEL: Six = ['Förpackningar', 'Packages', 'Pakninger', 'Envases', 'Pakkaukset', 'Pakninger'];
export const DETAIL: Six = [
  'Numrerad i följd. Tillverkad i Sverige av återvunnet material.',
  'Numbered in sequence. Made in Sweden from recycled material.',
  'Fortløpende nummerert. Produsert i Sverige av resirkulert materiale.',
  'Numeración correlativa. Fabricado en Suecia con material reciclado.',
  'Juokseva numerointi. Valmistettu Ruotsissa kierrätysmateriaalista.',
  'Fortløbende nummereret. Fremstillet i Sverige af genbrugsmateriale.',
];
export const UNIT: Six = ['st', 'pcs', 'stk', 'uds.', 'kpl', 'stk'];
export const CATEGORY: Six = [
  'Storsortiment',
  'Wide range',
  'Stort sortiment',
  'Gama amplia',
  'Laaja valikoima',
  'Stort sortiment',
];
export const GROUP: Six = ['Serie', 'Series', 'Serie', 'Serie', 'Sarja', 'Serie'];
/** Package sizes of the 1st to 4th article of a product, and their price factor per piece. */
export const PACKAGES = [10, 50, 100, 250] as const;
export const TIERS = [1, 0.92, 0.85, 0.8] as const;
/** Minor units per euro cent. */
export const RATES: Record<string, number> = { EUR: 1, GBP: 0.85, SEK: 11, DKK: 7.5 };

/** `[sv]<a>[en]<b>…` from one SQL expression per language. */
export function sixSql(part: (lang: number) => RawBuilder<unknown>): RawBuilder<string> {
  return sql<string>`(${sql.join(
    LANGS.map((lang, i) => sql`${`[${lang}]`}::text || ${part(i)}`),
    sql` || `,
  )})`;
}

export const kindName = (lang: number, kind: RawBuilder<unknown>) =>
  sql`(${KINDS.map((k) => k.name[lang] ?? '')}::text[])[${kind} + 1]`;

export function sixText(values: Six, suffix: RawBuilder<unknown> = sql`''`): RawBuilder<string> {
  return sixSql((i) => sql`${values[i]}::text || ${suffix}`);
}
