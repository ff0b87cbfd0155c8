import { LANGUAGES, type Language, toTagged } from '@shop/contract';

/**
 * Demo texts are written as six parts separated by `|`, in the order of LANGUAGES
 * (sv, en, no, es, fi, dk). A text without `|` is the same in every language.
 */
export type Six = string;

/** Splits a `|`-separated text into its six language parts. */
export function parts(text: Six): Record<Language, string> {
  const split = text.split('|');
  if (split.length !== 1 && split.length !== LANGUAGES.length) {
    throw new Error(`demo text needs 1 or ${LANGUAGES.length} parts: ${text}`);
  }
  const out = {} as Record<Language, string>;
  LANGUAGES.forEach((lang, i) => {
    out[lang] = (split.length === 1 ? split[0] : split[i]) ?? '';
  });
  return out;
}

/** A `|`-separated demo text as the stored language-tagged text. */
export function tag(text: Six): string {
  return toTagged(parts(text));
}

/** Joins six-language texts part by part: join('Påse|Bag|…', ' ', 'C4') → 'Påse C4|Bag C4|…'. */
export function join(...texts: Six[]): Six {
  const split = texts.map(parts);
  return LANGUAGES.map((lang) => split.map((p) => p[lang]).join('')).join('|');
}

/** Labels of the specification lines. */
export const SPEC_LABELS = {
  material: 'Material|Material|Materiale|Material|Materiaali|Materiale',
  size: 'Mått|Size|Mål|Medidas|Mitat|Mål',
  thickness: 'Tjocklek|Thickness|Tykkelse|Grosor|Paksuus|Tykkelse',
  closure: 'Förslutning|Closure|Lukking|Cierre|Suljin|Lukning',
  colour: 'Färg|Colour|Farge|Color|Väri|Farve',
  numbering: 'Numrering|Numbering|Nummerering|Numeración|Numerointi|Nummerering',
  length: 'Längd|Length|Lengde|Longitud|Pituus|Længde',
  core: 'Kärna|Core|Kjerne|Mandril|Hylsy|Kerne',
  strength: 'Brottstyrka|Breaking strength|Bruddstyrke|Resistencia a la rotura|Murtolujuus|Brudstyrke',
  capacity: 'Kapacitet|Capacity|Kapasitet|Capacidad|Kapasiteetti|Kapacitet',
  volume: 'Volym|Volume|Volum|Volumen|Tilavuus|Volumen',
  standard: 'Standard|Standard|Standard|Norma|Standardi|Standard',
  print: 'Tryck|Print|Trykk|Impresión|Painatus|Tryk',
  temperature:
    'Temperaturområde|Temperature range|Temperaturområde|Rango de temperatura|Lämpötila-alue|Temperaturområde',
  sterile: 'Sterilitet|Sterility|Sterilitet|Esterilidad|Steriiliys|Sterilitet',
  copies: 'Kopior|Copies|Kopier|Copias|Kopiot|Kopier',
  power: 'Strömförsörjning|Power supply|Strømforsyning|Alimentación|Virransyöttö|Strømforsyning',
  packaging: 'Förpackning|Packaging|Emballasje|Embalaje|Pakkaus|Emballage',
} as const;

export type SpecLabel = keyof typeof SPEC_LABELS;
export type SpecRow = readonly [SpecLabel, Six];

/** Specification lines (`Label: value`, one per line) in every language, as a tagged text. */
export function specText(rows: readonly SpecRow[]): string {
  const lines = rows.map(([label, value]) => join(SPEC_LABELS[label], ': ', value));
  const split = lines.map(parts);
  const out = {} as Record<Language, string>;
  for (const lang of LANGUAGES) out[lang] = split.map((p) => p[lang]).join('\n');
  return toTagged(out);
}

/** Common values of specification lines. */
export const V = {
  blue: 'Blå|Blue|Blå|Azul|Sininen|Blå',
  red: 'Röd|Red|Rød|Rojo|Punainen|Rød',
  yellow: 'Gul|Yellow|Gul|Amarillo|Keltainen|Gul',
  white: 'Vit|White|Hvit|Blanco|Valkoinen|Hvid',
  clear: 'Transparent|Transparent|Transparent|Transparente|Läpinäkyvä|Transparent',
  mixed: 'Blandade färger|Assorted colours|Blandede farger|Colores surtidos|Lajitellut värit|Blandede farver',
  sequential:
    'Löpnummer och streckkod|Sequential number and barcode|Løpenummer og strekkode|Número correlativo y código de barras|Juokseva numero ja viivakoodi|Løbenummer og stregkode',
  seqOnly: 'Löpnummer|Sequential number|Løpenummer|Número correlativo|Juokseva numero|Løbenummer',
  tamperStrip:
    'Permanent tejpförslutning med VOID-indikering|Permanent adhesive strip with VOID indication|Permanent tapelukking med VOID-indikasjon|Tira adhesiva permanente con indicación VOID|Pysyvä teippisuljin VOID-merkinnällä|Permanent tapelukning med VOID-indikering',
  zip: 'Dragkedja med plomberingsögla|Zip with seal eyelet|Glidelås med plomberingsøye|Cremallera con ojal para precinto|Vetoketju ja sinetöintisilmukka|Lynlås med plomberingsøje',
  bpaFree:
    'Termopapper, BPA-fritt|Thermal paper, BPA-free|Termopapir, BPA-fritt|Papel térmico sin BPA|Lämpöpaperi, BPA-vapaa|Termopapir, BPA-fri',
  plain:
    'Offsetpapper, 60 g/m²|Offset paper, 60 g/m²|Offsetpapir, 60 g/m²|Papel offset, 60 g/m²|Offsetpaperi, 60 g/m²|Offsetpapir, 60 g/m²',
  sterileYes: 'Steril (EO)|Sterile (EO)|Steril (EO)|Estéril (EO)|Steriili (EO)|Steril (EO)',
  sterileNo: 'Icke steril|Non-sterile|Ikke-steril|No estéril|Epästeriili|Ikke-steril',
  battery:
    'Batteri eller nätadapter|Battery or mains adapter|Batteri eller nettadapter|Pilas o adaptador de red|Paristo tai verkkolaite|Batteri eller netadapter',
  carton: 'Kartong|Carton|Kartong|Caja de cartón|Pahvilaatikko|Karton',
} as const;

/** How a package size is written in an article name. */
export type Unit = 'pcs' | 'rolls' | 'forms' | 'packs';

const UNIT_WORDS: Record<Unit, { one: Six; many: Six }> = {
  pcs: { one: 'st|pc|stk|ud.|kpl|stk', many: 'st|pcs|stk|uds.|kpl|stk' },
  rolls: { one: 'rulle|roll|rull|rollo|rulla|rulle', many: 'rullar|rolls|ruller|rollos|rullaa|ruller' },
  forms: {
    one: 'blankett|form|blankett|formulario|lomake|blanket',
    many: 'blanketter|forms|blanketter|formularios|lomaketta|blanketter',
  },
  packs: { one: 'förp.|pack|pakn.|paquete|pakkaus|pakke', many: 'förp.|packs|pakn.|paquetes|pakkausta|pakker' },
};

/** '100 st|100 pcs|…' for an article name. */
export function packageText(quantity: number, unit: Unit): Six {
  const n = quantity.toLocaleString('en-GB').replace(/,/g, ' ');
  const words = UNIT_WORDS[unit];
  return join(n, ' ', quantity === 1 ? words.one : words.many);
}
