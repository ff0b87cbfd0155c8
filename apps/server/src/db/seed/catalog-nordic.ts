import { BAG_PRODUCTS } from './catalog-bags.ts';
import { FORM_PRODUCTS, POS_PRODUCTS, ROLL_PRODUCTS } from './catalog-cash.ts';
import { SEAL_PRODUCTS, TAPE_PRODUCTS } from './catalog-seals.ts';
import type { CampaignDef, CatalogDef, CategoryDef, GroupDef, ProductDef } from './types.ts';

/** Every sellable product of the Sealwise shops, in no particular order. */
export const SEALWISE_PRODUCTS: readonly ProductDef[] = [
  ...BAG_PRODUCTS,
  ...SEAL_PRODUCTS,
  ...TAPE_PRODUCTS,
  ...ROLL_PRODUCTS,
  ...POS_PRODUCTS,
  ...FORM_PRODUCTS,
];

const CATEGORIES: readonly CategoryDef[] = [
  {
    key: 'tapes',
    name: 'Säkerhetstejp och etiketter|Security tapes and labels|Sikkerhetstape og etiketter|Cintas y etiquetas de seguridad|Turvateipit ja -tarrat|Sikkerhedstape og etiketter',
    description:
      'Tejp och etiketter som lämnar ett synligt VOID-mönster när de tas bort.|Tapes and labels that leave a visible VOID pattern when removed.|Tape og etiketter som etterlater et synlig VOID-mønster når de fjernes.|Cintas y etiquetas que dejan un patrón VOID visible al retirarlas.|Teipit ja tarrat, jotka jättävät näkyvän VOID-kuvion irrotettaessa.|Tape og etiketter, der efterlader et synligt VOID-mønster, når de fjernes.',
  },
  {
    key: 'seals',
    name: 'Säkerhetsplomber|Security seals|Sikkerhetsplomber|Precintos de seguridad|Turvasinetit|Sikkerhedsplomber',
    description:
      'Numrerade plomber av plast och stål som visar om en försändelse, dörr eller behållare har öppnats.|Numbered plastic and steel seals that show whether a shipment, door or container has been opened.|Nummererte plomber av plast og stål som viser om en forsendelse, dør eller beholder har vært åpnet.|Precintos numerados de plástico y acero que indican si un envío, una puerta o un contenedor ha sido abierto.|Numeroidut muovi- ja terässinetit, jotka paljastavat, onko lähetys, ovi tai säiliö avattu.|Nummererede plomber af plast og stål, der viser, om en forsendelse, dør eller beholder er blevet åbnet.',
  },
  {
    key: 'confidential',
    name: 'Sekretess och värde|Confidentials and valuables|Konfidensielt og verdier|Confidencial y objetos de valor|Luottamukselliset ja arvotavarat|Fortroligt og værdier',
    description:
      'Säkerhetspåsar och säkerhetskuvert för kontanter, värdehandlingar och sekretessbelagda dokument.|Security bags and envelopes for cash, valuables and confidential documents.|Sikkerhetsposer og sikkerhetskonvolutter for kontanter, verdisaker og fortrolige dokumenter.|Bolsas y sobres de seguridad para efectivo, objetos de valor y documentos confidenciales.|Turvapussit ja turvakuoret käteiselle, arvotavaroille ja luottamuksellisille asiakirjoille.|Sikkerhedsposer og sikkerhedskuverter til kontanter, værdier og fortrolige dokumenter.',
  },
  {
    key: 'rolls',
    name: 'Kvittorullar|Receipt rolls|Kvitteringsruller|Rollos de papel para tickets|Kuittirullat|Kvitteringsruller',
    description:
      'Termorullar och pappersrullar för kassaregister och kortterminaler.|Thermal and plain paper rolls for cash registers and card terminals.|Termoruller og papirruller for kasseapparater og betalingsterminaler.|Rollos térmicos y de papel normal para cajas registradoras y terminales de pago.|Lämpö- ja paperirullat kassakoneisiin ja maksupäätteisiin.|Termoruller og papirruller til kasseapparater og betalingsterminaler.',
  },
  {
    key: 'pos',
    name: 'Kassaprodukter|Point-of-sale products|Kasseprodukter|Productos para punto de venta|Kassatarvikkeet|Kasseprodukter',
    description:
      'Tillbehör för säker kontanthantering vid kassan: myntrullar, sedelband och sedelkontroll.|Accessories for secure cash handling at the till: coin wrappers, banknote straps and counterfeit detection.|Tilbehør for sikker kontanthåndtering i kassen: myntruller, seddelbånd og seddelkontroll.|Accesorios para un manejo seguro del efectivo en caja: envoltorios de monedas, fajas para billetes y detección de falsificaciones.|Tarvikkeet turvalliseen käteisen käsittelyyn kassalla: kolikkorullat, seteliliuskat ja väärennösten tunnistus.|Tilbehør til sikker kontanthåndtering ved kassen: møntruller, seddelbånd og seddelkontrol.',
  },
  {
    key: 'depositbags',
    name: 'Insättningspåsar|Deposit bags|Innskuddsposer|Bolsas de depósito|Talletuspussit|Indbetalingsposer',
    description:
      'Plomberbara påsar för dagskassan och mynt på väg till banken eller värdedepån.|Sealable bags for the daily takings and coins on their way to the bank or cash centre.|Forseglbare poser for dagsoppgjøret og mynt på vei til banken eller verdisentralen.|Bolsas precintables para la recaudación diaria y las monedas de camino al banco o al centro de efectivo.|Sinetöitävät pussit päivän kassalle ja kolikoille matkalla pankkiin tai rahakeskukseen.|Plomberbare poser til dagens kasse og mønter på vej til banken eller værdicentralen.',
  },
  {
    key: 'depositforms',
    name: 'Insättningsblanketter|Deposit forms|Innskuddsblanketter|Formularios de depósito|Talletuslomakkeet|Indbetalingsblanketter',
    description:
      'Blanketter för insättning och specifikation av kontanter, med eller utan förtryckt kundinformation.|Forms for depositing and specifying cash, with or without pre-printed customer details.|Blanketter for innskudd og spesifikasjon av kontanter, med eller uten forhåndstrykt kundeinformasjon.|Formularios para depositar y detallar efectivo, con o sin datos del cliente preimpresos.|Lomakkeet käteisen tallettamiseen ja erittelyyn, esipainetuin asiakastiedoin tai ilman.|Blanketter til indbetaling og specifikation af kontanter, med eller uden fortrykte kundeoplysninger.',
  },
];

const GROUPS: readonly GroupDef[] = [
  {
    key: 'tape',
    category: 'tapes',
    name: 'Säkerhetstejp|Security tape|Sikkerhetstape|Cinta de seguridad|Turvateippi|Sikkerhedstape',
    description:
      'Manipuleringsindikerande tejp för kartonger och transportlådor.|Tamper-evident tape for cartons and transit boxes.|Manipuleringsindikerende tape for kartonger og transportkasser.|Cinta con evidencia de manipulación para cajas y contenedores de transporte.|Peukalointia paljastava teippi pahvilaatikoihin ja kuljetuslaatikoihin.|Manipulationsindikerende tape til kartoner og transportkasser.',
  },
  {
    key: 'labels',
    category: 'tapes',
    name: 'Säkerhetsetiketter|Security labels|Sikkerhetsetiketter|Etiquetas de seguridad|Turvatarrat|Sikkerhedsetiketter',
    description:
      'Etiketter som avslöjar om en förpackning, dörr eller utrustning har öppnats.|Labels that reveal whether a package, door or piece of equipment has been opened.|Etiketter som avslører om en pakke, dør eller utstyr har vært åpnet.|Etiquetas que revelan si un paquete, una puerta o un equipo ha sido abierto.|Tarrat, jotka paljastavat, onko pakkaus, ovi tai laite avattu.|Etiketter, der afslører, om en pakke, dør eller et udstyr er blevet åbnet.',
  },
  {
    key: 'plasticseals',
    category: 'seals',
    name: 'Plastplomber|Plastic seals|Plastplomber|Precintos de plástico|Muovisinetit|Plastplomber',
    description:
      'Dragplomber och plomber med fast längd för påsar, vagnar och behållare.|Pull-tight and fixed-length seals for bags, trolleys and containers.|Trekkplomber og plomber med fast lengde for poser, traller og beholdere.|Precintos de apriete y de longitud fija para bolsas, carros y contenedores.|Kiristettävät ja kiinteäpituiset sinetit pusseihin, kärryihin ja säiliöihin.|Trækplomber og plomber med fast længde til poser, vogne og beholdere.',
  },
  {
    key: 'cableseals',
    category: 'seals',
    name: 'Vajer- och bultplomber|Cable and bolt seals|Wire- og boltplomber|Precintos de cable y de perno|Vaijeri- ja pulttisinetit|Wire- og boltplomber',
    description:
      'Högsäkerhetsplomber av stål för containrar, släpvagnar och värdeskåp.|High-security steel seals for containers, trailers and safes.|Høysikkerhetsplomber i stål for containere, tilhengere og verdiskap.|Precintos de acero de alta seguridad para contenedores, remolques y cajas fuertes.|Korkean turvallisuustason terässinetit kontteihin, perävaunuihin ja arvokaappeihin.|Højsikkerhedsplomber i stål til containere, trailere og værdiskabe.',
  },
  {
    key: 'padlockseals',
    category: 'seals',
    name: 'Hänglås- och mätarplomber|Padlock and meter seals|Hengelås- og målerplomber|Precintos de candado y de contador|Riippulukko- ja mittarisinetit|Hængelås- og målerplomber',
    description:
      'Små plomber för kassaskrin, mätare, brandsläckare och kassalådor.|Small seals for cash boxes, meters, fire extinguishers and cash drawers.|Små plomber for pengeskrin, målere, brannslukkere og kasseskuffer.|Precintos pequeños para cajas de caudales, contadores, extintores y cajones portamonedas.|Pienet sinetit kassalippaisiin, mittareihin, sammuttimiin ja kassalaatikoihin.|Små plomber til pengeskrin, målere, brandslukkere og kasseskuffer.',
  },
  {
    key: 'securitybags',
    category: 'confidential',
    name: 'Säkerhetspåsar|Security bags|Sikkerhetsposer|Bolsas de seguridad|Turvapussit|Sikkerhedsposer',
    description:
      'Engångspåsar med manipuleringsindikerande förslutning, unikt nummer och streckkod.|Single-use bags with tamper-evident closure, unique number and barcode.|Engangsposer med manipuleringsindikerende lukking, unikt nummer og strekkode.|Bolsas de un solo uso con cierre de evidencia de manipulación, número único y código de barras.|Kertakäyttöiset pussit, joissa peukaloinnin paljastava suljin, yksilöllinen numero ja viivakoodi.|Engangsposer med manipulationsindikerende lukning, unikt nummer og stregkode.',
  },
  {
    key: 'envelopes',
    category: 'confidential',
    name: 'Säkerhetskuvert|Security envelopes|Sikkerhetskonvolutter|Sobres de seguridad|Turvakuoret|Sikkerhedskuverter',
    description:
      'Kuvert för sekretessbelagda handlingar och värdeförsändelser.|Envelopes for confidential documents and valuable shipments.|Konvolutter for fortrolige dokumenter og verdiforsendelser.|Sobres para documentos confidenciales y envíos de valor.|Kuoret luottamuksellisille asiakirjoille ja arvolähetyksille.|Kuverter til fortrolige dokumenter og værdiforsendelser.',
  },
  {
    key: 'transportbags',
    category: 'confidential',
    name: 'Transportväskor|Transport bags|Transportvesker|Bolsas de transporte|Kuljetuslaukut|Transporttasker',
    description:
      'Återanvändbara och stora påsar för värdetransporter.|Reusable and large bags for cash-in-transit.|Gjenbrukbare og store poser for verditransport.|Bolsas reutilizables y de gran tamaño para el transporte de fondos.|Uudelleenkäytettävät ja suuret pussit arvokuljetuksiin.|Genanvendelige og store poser til værditransport.',
  },
  {
    key: 'thermalrolls',
    category: 'rolls',
    name: 'Termorullar|Thermal rolls|Termoruller|Rollos térmicos|Lämpörullat|Termoruller',
    description:
      'BPA-fria termorullar för kassaskrivare.|BPA-free thermal rolls for receipt printers.|BPA-frie termoruller for kvitteringsskrivere.|Rollos térmicos sin BPA para impresoras de tickets.|BPA-vapaat lämpörullat kuittitulostimiin.|BPA-fri termoruller til kvitteringsprintere.',
  },
  {
    key: 'terminalrolls',
    category: 'rolls',
    name: 'Rullar för kortterminaler|Card terminal rolls|Ruller for betalingsterminaler|Rollos para datáfonos|Maksupäätteen rullat|Ruller til betalingsterminaler',
    description:
      'Smala rullar för betalterminaler och tvåskiktsrullar för kök och lager.|Narrow rolls for payment terminals and two-ply rolls for kitchens and stores.|Smale ruller for betalingsterminaler og tolagsruller for kjøkken og lager.|Rollos estrechos para terminales de pago y rollos de dos capas para cocinas y almacenes.|Kapeat rullat maksupäätteisiin ja kaksikerroksiset rullat keittiöihin ja varastoihin.|Smalle ruller til betalingsterminaler og tolagsruller til køkken og lager.',
  },
  {
    key: 'cashhandling',
    category: 'pos',
    name: 'Kontanthantering|Cash handling|Kontanthåndtering|Manejo de efectivo|Käteisen käsittely|Kontanthåndtering',
    description:
      'Myntrullar, sedelband och insatser för kassalådan.|Coin wrappers, banknote straps and cash drawer inserts.|Myntruller, seddelbånd og innsatser til kasseskuffen.|Envoltorios de monedas, fajas para billetes y bandejas para el cajón portamonedas.|Kolikkorullat, seteliliuskat ja kassalaatikon lokerikot.|Møntruller, seddelbånd og indsatse til kasseskuffen.',
  },
  {
    key: 'counterfeit',
    category: 'pos',
    name: 'Sedelkontroll|Counterfeit detection|Seddelkontroll|Detección de billetes falsos|Setelintarkastus|Seddelkontrol',
    description:
      'UV-lampor, kontrollpennor och sedelräknare.|UV lamps, detector pens and banknote counters.|UV-lamper, kontrollpenner og seddeltellere.|Lámparas UV, rotuladores detectores y contadoras de billetes.|UV-lamput, tarkastuskynät ja setelinlaskijat.|UV-lamper, kontrolpenne og seddeltællere.',
  },
  {
    key: 'depositbags',
    category: 'depositbags',
    name: 'Insättningspåsar|Deposit bags|Innskuddsposer|Bolsas de depósito|Talletuspussit|Indbetalingsposer',
    description:
      'Påsar med kvittofack för dagskassan.|Bags with a receipt pocket for the daily takings.|Poser med kvitteringslomme for dagsoppgjøret.|Bolsas con bolsillo para el justificante de la recaudación diaria.|Pussit, joissa on kuittitasku päivän kassalle.|Poser med kvitteringslomme til dagens kasse.',
  },
  {
    key: 'coinbags',
    category: 'depositbags',
    name: 'Myntpåsar|Coin bags|Myntposer|Bolsas para monedas|Kolikkopussit|Møntposer',
    description:
      'Kraftiga påsar för mynt, dimensionerade efter vikt.|Heavy-duty bags for coins, rated by weight.|Kraftige poser for mynt, dimensjonert etter vekt.|Bolsas resistentes para monedas, clasificadas por peso.|Kestävät kolikkopussit painoluokittain.|Kraftige poser til mønter, dimensioneret efter vægt.',
  },
  {
    key: 'depositforms',
    category: 'depositforms',
    name: 'Insättningsblanketter|Deposit forms|Innskuddsblanketter|Formularios de depósito|Talletuslomakkeet|Indbetalingsblanketter',
    description:
      'Blanketter för insättning av sedlar och mynt.|Forms for depositing banknotes and coins.|Blanketter for innskudd av sedler og mynt.|Formularios para depositar billetes y monedas.|Lomakkeet setelien ja kolikoiden tallettamiseen.|Blanketter til indbetaling af sedler og mønter.',
  },
  {
    key: 'orderforms',
    category: 'depositforms',
    name: 'Beställnings- och betalningsblanketter|Order and payment forms|Bestillings- og betalingsblanketter|Formularios de pedido y de pago|Tilaus- ja maksulomakkeet|Bestillings- og betalingsblanketter',
    description:
      'Blanketter för växelbeställning och inbetalningskort med referensnummer.|Forms for ordering change and payment slips with reference numbers.|Blanketter for vekselbestilling og innbetalingsblanketter med referansenummer.|Formularios para pedir cambio y recibos de ingreso con número de referencia.|Lomakkeet vaihtorahan tilaamiseen ja tilisiirrot viitenumerolla.|Blanketter til bestilling af byttepenge og indbetalingskort med referencenummer.',
  },
];

export const SEALWISE_CAMPAIGNS: readonly CampaignDef[] = [
  {
    name: 'Vårkampanj på säkerhetspåsar|Spring offer on security bags|Vårkampanje på sikkerhetsposer|Oferta de primavera en bolsas de seguridad|Kevään turvapussitarjous|Forårskampagne på sikkerhedsposer',
    description:
      'Fyll på lagret av säkerhetspåsar inför säsongen.|Stock up on security bags before the season.|Fyll på lageret av sikkerhetsposer før sesongen.|Reponga sus bolsas de seguridad antes de la temporada.|Täydennä turvapussivarasto ennen sesonkia.|Fyld lageret op med sikkerhedsposer før sæsonen.',
    products: ['secbag-1', 'secbag-2', 'secbag-3', 'doublebag'],
  },
  {
    name: 'Plomber för alla behov|Seals for every need|Plomber for alle behov|Precintos para cada necesidad|Sinetit joka tarpeeseen|Plomber til ethvert behov',
    description:
      'Från enkla dragplomber till klassade bultplomber.|From simple pull-tight seals to certified bolt seals.|Fra enkle trekkplomber til klassifiserte boltplomber.|Desde precintos de apriete sencillos hasta precintos de perno certificados.|Yksinkertaisista kiristyssineteistä luokiteltuihin pulttisinetteihin.|Fra enkle trækplomber til klassificerede boltplomber.',
    products: ['pullseal-1', 'fixedseal', 'cableseal-1', 'boltseal'],
  },
  {
    name: 'Kassan redo för helgen|Till ready for the weekend|Kassen klar for helgen|Caja lista para el fin de semana|Kassa valmiina viikonloppuun|Kassen klar til weekenden',
    description:
      'Kvittorullar, myntrullar och sedelband i ett svep.|Receipt rolls, coin wrappers and banknote straps in one go.|Kvitteringsruller, myntruller og seddelbånd på én gang.|Rollos de tickets, envoltorios de monedas y fajas para billetes de una vez.|Kuittirullat, kolikkorullat ja seteliliuskat kerralla.|Kvitteringsruller, møntruller og seddelbånd på én gang.',
    products: ['thermal-1', 'terminalroll-1', 'coinwrap', 'notestrap'],
  },
  {
    name: 'Nyhet: VOID-etiketter|New: VOID labels|Nyhet: VOID-etiketter|Novedad: etiquetas VOID|Uutuus: VOID-tarrat|Nyhed: VOID-etiketter',
    description:
      'Etiketter och tejp som avslöjar varje försök till manipulering.|Labels and tape that reveal every attempt at tampering.|Etiketter og tape som avslører ethvert forsøk på manipulering.|Etiquetas y cinta que revelan cualquier intento de manipulación.|Tarrat ja teipit, jotka paljastavat jokaisen peukalointiyrityksen.|Etiketter og tape, der afslører ethvert forsøg på manipulation.',
    products: ['voidlabel-1', 'voidlabel-2', 'destructlabel', 'sectape-1'],
  },
  {
    name: 'Säkra insättningar|Safe deposits|Trygge innskudd|Depósitos seguros|Turvalliset talletukset|Sikre indbetalinger',
    description:
      'Insättningspåsar och blanketter som passar bankernas automater.|Deposit bags and forms made for bank deposit machines.|Innskuddsposer og blanketter tilpasset bankenes automater.|Bolsas y formularios de depósito adaptados a los cajeros de los bancos.|Talletuspussit ja -lomakkeet pankkien automaatteihin.|Indbetalingsposer og blanketter tilpasset bankernes automater.',
    products: ['depositbag-1', 'depositbag-2', 'notebag'],
  },
];

/** Products in the order of their groups, so positions follow the menu. */
export function orderByGroups(groups: readonly GroupDef[], products: readonly ProductDef[]): ProductDef[] {
  const order = new Map(groups.map((g, i) => [g.key, i]));
  return products
    .map((p, i) => ({ p, i, g: order.get(p.group) }))
    .map(({ p, i, g }) => {
      if (g === undefined) throw new Error(`product ${p.key} names unknown group ${p.group}`);
      return { p, i, g };
    })
    .sort((a, b) => a.g - b.g || a.i - b.i)
    .map(({ p }) => p);
}

/** The catalog of the Swedish-style shops (internal, Nordic, UK, Spain, Denmark). */
export const SEALWISE_CATALOG: CatalogDef = {
  categories: CATEGORIES,
  groups: GROUPS,
  products: orderByGroups(GROUPS, SEALWISE_PRODUCTS),
  campaigns: SEALWISE_CAMPAIGNS,
  serviceGroup: 'orderforms',
};
