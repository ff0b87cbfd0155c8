import { orderByGroups, SEALWISE_CAMPAIGNS, SEALWISE_PRODUCTS } from './catalog-nordic.ts';
import { V } from './text.ts';
import type { CatalogDef, CategoryDef, GroupDef, ProductDef } from './types.ts';

/** The Finnish shop groups its goods its own way. */
const CATEGORIES: readonly CategoryDef[] = [
  {
    key: 'fi-packaging',
    name: 'Säkerhetsförpackningar|Secure packaging|Sikkerhetsemballasje|Embalaje de seguridad|Turvapakkaukset|Sikkerhedsemballage',
    description:
      'Påsar, kuvert och väskor för kontanter, nycklar och dokument.|Bags, envelopes and cases for cash, keys and documents.|Poser, konvolutter og vesker for kontanter, nøkler og dokumenter.|Bolsas, sobres y maletines para efectivo, llaves y documentos.|Pussit, kuoret ja laukut käteiselle, avaimille ja asiakirjoille.|Poser, kuverter og tasker til kontanter, nøgler og dokumenter.',
  },
  {
    key: 'fi-sealing',
    name: 'Plombering|Sealing|Plombering|Precintado|Sinetöinti|Plombering',
    description:
      'Muovi- och stålplomber för dörrar, behållare och mätare.|Plastic and steel seals for doors, containers and meters.|Plast- og stålplomber for dører, beholdere og målere.|Precintos de plástico y acero para puertas, contenedores y contadores.|Muovi- ja terässinetit oviin, säiliöihin ja mittareihin.|Plast- og stålplomber til døre, beholdere og målere.',
  },
  {
    key: 'fi-marking',
    name: 'Märkning och tejp|Marking and tape|Merking og tape|Marcado y cinta|Merkintä ja teipit|Mærkning og tape',
    description:
      'Säkerhetstejp och etiketter som visar manipulering.|Security tape and labels that show tampering.|Sikkerhetstape og etiketter som viser manipulering.|Cinta y etiquetas de seguridad que muestran la manipulación.|Turvateipit ja -tarrat, jotka paljastavat peukaloinnin.|Sikkerhedstape og etiketter, der viser manipulation.',
  },
  {
    key: 'fi-cash',
    name: 'Kontanthantering|Cash handling|Kontanthåndtering|Manejo de efectivo|Käteisen käsittely|Kontanthåndtering',
    description:
      'Insättningspåsar, mynttillbehör och sedelkontroll för butiker.|Deposit bags, coin supplies and banknote checks for stores.|Innskuddsposer, mynttilbehør og seddelkontroll for butikker.|Bolsas de depósito, material para monedas y verificación de billetes para tiendas.|Talletuspussit, kolikkotarvikkeet ja setelintarkastus myymälöille.|Indbetalingsposer, mønttilbehør og seddelkontrol til butikker.',
  },
  {
    key: 'fi-till',
    name: 'Kassapapper|Till rolls|Kassepapir|Papel para caja|Kassapaperit|Kassepapir',
    description:
      'Kvittorullar och rullar för betalterminaler.|Receipt rolls and payment terminal rolls.|Kvitteringsruller og ruller for betalingsterminaler.|Rollos de tickets y rollos para terminales de pago.|Kuittirullat ja maksupäätteiden rullat.|Kvitteringsruller og ruller til betalingsterminaler.',
  },
  {
    key: 'fi-forms',
    name: 'Blanketter|Forms|Blanketter|Formularios|Lomakkeet|Blanketter',
    description:
      'Insättnings-, specifikations- och betalningsblanketter.|Deposit, specification and payment forms.|Innskudds-, spesifikasjons- og betalingsblanketter.|Formularios de depósito, de desglose y de pago.|Talletus-, erittely- ja maksulomakkeet.|Indbetalings-, specifikations- og betalingsblanketter.',
  },
];

const group = (key: string, category: string, name: string, description: string): GroupDef => ({
  key,
  category,
  name,
  description,
});

const GROUPS: readonly GroupDef[] = [
  group(
    'fi-bags',
    'fi-packaging',
    'Säkerhetspåsar|Security bags|Sikkerhetsposer|Bolsas de seguridad|Turvapussit|Sikkerhedsposer',
    'Numrerade engångspåsar för kontanter och värdeföremål.|Numbered single-use bags for cash and valuables.|Nummererte engangsposer for kontanter og verdisaker.|Bolsas numeradas de un solo uso para efectivo y objetos de valor.|Numeroidut kertakäyttöiset pussit käteiselle ja arvoesineille.|Nummererede engangsposer til kontanter og værdigenstande.',
  ),
  group(
    'fi-envelopes',
    'fi-packaging',
    'Säkerhetskuvert|Security envelopes|Sikkerhetskonvolutter|Sobres de seguridad|Turvakuoret|Sikkerhedskuverter',
    'Kuvert för dokument, nycklar och kort.|Envelopes for documents, keys and cards.|Konvolutter for dokumenter, nøkler og kort.|Sobres para documentos, llaves y tarjetas.|Kuoret asiakirjoille, avaimille ja korteille.|Kuverter til dokumenter, nøgler og kort.',
  ),
  group(
    'fi-transport',
    'fi-packaging',
    'Transport och sekretess|Transport and confidentiality|Transport og konfidensialitet|Transporte y confidencialidad|Kuljetus ja tietoturva|Transport og fortrolighed',
    'Transportväskor, nyckelpåsar och sekretessäckar.|Transport bags, key pouches and confidential waste sacks.|Transportvesker, nøkkelposer og konfidensielle avfallssekker.|Bolsas de transporte, bolsas para llaves y sacos para residuos confidenciales.|Kuljetuslaukut, avainpussit ja tietoturvasäkit.|Transporttasker, nøgleposer og fortrolige affaldssække.',
  ),
  group(
    'fi-plastic',
    'fi-sealing',
    'Plastplomber|Plastic seals|Plastplomber|Precintos de plástico|Muovisinetit|Plastplomber',
    'Dragplomber, hänglåsplomber och plomber med fast längd.|Pull-tight, padlock and fixed-length seals.|Trekkplomber, hengelåsplomber og plomber med fast lengde.|Precintos de apriete, de candado y de longitud fija.|Kiristys-, riippulukko- ja kiinteäpituiset sinetit.|Trækplomber, hængelåsplomber og plomber med fast længde.',
  ),
  group(
    'fi-steel',
    'fi-sealing',
    'Stålplomber|Steel seals|Stålplomber|Precintos de acero|Terässinetit|Stålplomber',
    'Vajer-, bult- och mätarplomber.|Cable, bolt and meter seals.|Wire-, bolt- og målerplomber.|Precintos de cable, de perno y de contador.|Vaijeri-, pultti- ja mittarisinetit.|Wire-, bolt- og målerplomber.',
  ),
  group(
    'fi-tapes',
    'fi-marking',
    'Säkerhetstejp|Security tape|Sikkerhetstape|Cinta de seguridad|Turvateipit|Sikkerhedstape',
    'VOID-tejp och tejphållare.|VOID tape and dispensers.|VOID-tape og tapeholdere.|Cinta VOID y dispensadores.|VOID-teipit ja teippitelineet.|VOID-tape og tapeholdere.',
  ),
  group(
    'fi-labels',
    'fi-marking',
    'Säkerhetsetiketter|Security labels|Sikkerhetsetiketter|Etiquetas de seguridad|Turvatarrat|Sikkerhedsetiketter',
    'VOID-, destruktions- och streckkodsetiketter.|VOID, destructible and barcode labels.|VOID-, destruksjons- og strekkodeetiketter.|Etiquetas VOID, destructibles y de código de barras.|VOID-, hajoavat ja viivakooditarrat.|VOID-, destruktions- og stregkodeetiketter.',
  ),
  group(
    'fi-deposit',
    'fi-cash',
    'Insättnings- och myntpåsar|Deposit and coin bags|Innskudds- og myntposer|Bolsas de depósito y de monedas|Talletus- ja kolikkopussit|Indbetalings- og møntposer',
    'Påsar för dagskassan, sedlar och mynt.|Bags for the daily takings, notes and coins.|Poser for dagsoppgjøret, sedler og mynt.|Bolsas para la recaudación diaria, billetes y monedas.|Pussit päivän kassalle, seteleille ja kolikoille.|Poser til dagens kasse, sedler og mønter.',
  ),
  group(
    'fi-coins',
    'fi-cash',
    'Mynt och sedlar|Coins and notes|Mynt og sedler|Monedas y billetes|Kolikot ja setelit|Mønter og sedler',
    'Myntrullar, sedelband och kassalådsinsatser.|Coin wrappers, banknote straps and cash drawer inserts.|Myntruller, seddelbånd og kasseskuffinnsatser.|Envoltorios de monedas, fajas para billetes y bandejas portamonedas.|Kolikkorullat, seteliliuskat ja kassalaatikon lokerikot.|Møntruller, seddelbånd og kasseskuffeindsatse.',
  ),
  group(
    'fi-check',
    'fi-cash',
    'Sedelkontroll|Banknote checks|Seddelkontroll|Verificación de billetes|Setelintarkastus|Seddelkontrol',
    'UV-lampor, kontrollpennor och sedelräknare.|UV lamps, detector pens and note counters.|UV-lamper, kontrollpenner og seddeltellere.|Lámparas UV, rotuladores detectores y contadoras.|UV-lamput, tarkastuskynät ja setelinlaskijat.|UV-lamper, kontrolpenne og seddeltællere.',
  ),
  group(
    'fi-thermal',
    'fi-till',
    'Termorullar|Thermal rolls|Termoruller|Rollos térmicos|Lämpörullat|Termoruller',
    'BPA-fria kvittorullar.|BPA-free receipt rolls.|BPA-frie kvitteringsruller.|Rollos de tickets sin BPA.|BPA-vapaat kuittirullat.|BPA-fri kvitteringsruller.',
  ),
  group(
    'fi-terminal',
    'fi-till',
    'Terminal- och kopierullar|Terminal and copy rolls|Terminal- og kopiruller|Rollos para terminal y autocopiativos|Pääte- ja kopiorullat|Terminal- og kopiruller',
    'Rullar för kortterminaler och självkopierande rullar.|Rolls for card terminals and self-copying rolls.|Ruller for betalingsterminaler og selvkopierende ruller.|Rollos para datáfonos y rollos autocopiativos.|Rullat maksupäätteisiin ja itsejäljentävät rullat.|Ruller til betalingsterminaler og selvkopierende ruller.',
  ),
  group(
    'fi-forms',
    'fi-forms',
    'Insättnings- och betalningsblanketter|Deposit and payment forms|Innskudds- og betalingsblanketter|Formularios de depósito y de pago|Talletus- ja maksulomakkeet|Indbetalings- og betalingsblanketter',
    'Blanketter för insättning, specifikation, växel och betalning med referensnummer.|Forms for deposits, specifications, change orders and payments with reference numbers.|Blanketter for innskudd, spesifikasjon, veksel og betaling med referansenummer.|Formularios para depósitos, desgloses, pedidos de cambio y pagos con número de referencia.|Lomakkeet talletuksiin, erittelyyn, vaihtorahaan ja viitenumerollisiin maksuihin.|Blanketter til indbetaling, specifikation, byttepenge og betaling med referencenummer.',
  ),
];

/** Group of the Swedish-style catalog → group of the Finnish catalog. */
const GROUP_MAP: Record<string, string> = {
  securitybags: 'fi-bags',
  envelopes: 'fi-envelopes',
  transportbags: 'fi-transport',
  plasticseals: 'fi-plastic',
  cableseals: 'fi-steel',
  padlockseals: 'fi-plastic',
  tape: 'fi-tapes',
  labels: 'fi-labels',
  thermalrolls: 'fi-thermal',
  terminalrolls: 'fi-terminal',
  cashhandling: 'fi-coins',
  counterfeit: 'fi-check',
  depositbags: 'fi-deposit',
  coinbags: 'fi-deposit',
  depositforms: 'fi-forms',
  orderforms: 'fi-forms',
};
const PRODUCT_GROUP: Record<string, string> = { meterseal: 'fi-steel' };

const FINNISH_ONLY: readonly ProductDef[] = [
  {
    key: 'keypouch',
    group: 'fi-transport',
    shape: 'bag',
    label: 'KEY',
    name: 'Säkerhetspåse för nycklar|Security pouch for keys|Sikkerhetspose for nøkler|Bolsa de seguridad para llaves|Avainten turvapussi|Sikkerhedspose til nøgler',
    description:
      'Liten numrerad påse för nycklar och passerkort.|Small numbered pouch for keys and access cards.|Liten nummerert pose for nøkler og adgangskort.|Bolsa pequeña numerada para llaves y tarjetas de acceso.|Pieni numeroitu pussi avaimille ja kulkukorteille.|Lille nummereret pose til nøgler og adgangskort.',
    detail:
      'Används vid överlämning av nycklar till vakt- och städbolag. Förslutningen visar tydligt om påsen har öppnats.|Used when handing keys over to security and cleaning companies. The closure clearly shows whether the pouch has been opened.|Brukes ved overlevering av nøkler til vakt- og renholdsselskaper. Lukkingen viser tydelig om posen har vært åpnet.|Se utiliza para entregar llaves a empresas de seguridad y limpieza. El cierre muestra claramente si la bolsa ha sido abierta.|Käytetään avainten luovutukseen vartiointi- ja siivousyrityksille. Suljin näyttää selvästi, onko pussi avattu.|Bruges ved overdragelse af nøgler til vagt- og rengøringsfirmaer. Lukningen viser tydeligt, om posen er blevet åbnet.',
    spec: [
      ['size', '120 × 180 mm'],
      ['material', 'LDPE, 70 µm'],
      ['numbering', V.sequential],
    ],
    sizes: [100, 500],
    unitCents: 16,
    unitGrams: 4,
    recommended: true,
  },
  {
    key: 'wastesack',
    group: 'fi-transport',
    shape: 'bag',
    label: 'DOCS',
    name: 'Sekretessäck|Confidential waste sack|Konfidensiell avfallssekk|Saco para residuos confidenciales|Tietoturvasäkki|Fortrolig affaldssæk',
    description:
      'Plomberbar säck för dokument som ska förstöras.|Sealable sack for documents awaiting destruction.|Forseglbar sekk for dokumenter som skal destrueres.|Saco precintable para documentos pendientes de destrucción.|Sinetöitävä säkki hävitettäville asiakirjoille.|Plomberbar sæk til dokumenter, der skal destrueres.',
    detail:
      'Rymmer cirka 15 kg papper. Säcken försluts med dragplomb och hämtas för certifierad destruktion.|Holds about 15 kg of paper. The sack is closed with a pull-tight seal and collected for certified destruction.|Rommer omtrent 15 kg papir. Sekken lukkes med trekkplombe og hentes for sertifisert destruksjon.|Admite unos 15 kg de papel. El saco se cierra con un precinto de apriete y se recoge para su destrucción certificada.|Säkkiin mahtuu noin 15 kg paperia. Säkki suljetaan kiristyssinetillä ja noudetaan sertifioituun tuhoamiseen.|Rummer cirka 15 kg papir. Sækken lukkes med trækplombe og afhentes til certificeret destruktion.',
    spec: [
      ['size', '600 × 900 mm'],
      ['material', 'LDPE, 90 µm'],
      ['capacity', '15 kg'],
    ],
    sizes: [50, 250],
    unitCents: 65,
    unitGrams: 60,
  },
];

function finnishGroup(p: ProductDef): string {
  const key = PRODUCT_GROUP[p.key.replace(/-\d+$/, '')] ?? GROUP_MAP[p.group];
  if (!key) throw new Error(`no Finnish group for ${p.key}`);
  return key;
}

const PRODUCTS: ProductDef[] = [...SEALWISE_PRODUCTS.map((p) => ({ ...p, group: finnishGroup(p) })), ...FINNISH_ONLY];

export const FINNISH_CATALOG: CatalogDef = {
  categories: CATEGORIES,
  groups: GROUPS,
  products: orderByGroups(GROUPS, PRODUCTS),
  campaigns: SEALWISE_CAMPAIGNS.slice(0, 4),
  serviceGroup: 'fi-forms',
};
