import { V } from './text.ts';
import { type ProductDef, variants } from './types.ts';

const PRICE_ON_REQUEST =
  'Pris på förfrågan|Price on request|Pris på forespørsel|Precio a consultar|Hinta pyydettäessä|Pris på forespørgsel';

/** Specimen transport bags, transport boxes and tamper-evident labels of the laboratory shop. */
export const LAB_TRANSPORT_PRODUCTS: readonly ProductDef[] = [
  ...variants(
    {
      key: 'specbag',
      group: 'specbags',
      shape: 'bag',
      label: '95 kPa',
      name: 'Provpåse 95 kPa|Specimen bag 95 kPa|Prøvepose 95 kPa|Bolsa para muestras 95 kPa|Näytepussi 95 kPa|Prøvepose 95 kPa',
      description:
        'Läcktät sekundärförpackning som klarar 95 kPa tryckskillnad.|Leak-proof secondary packaging rated for a 95 kPa pressure differential.|Lekkasjesikker sekundæremballasje som tåler 95 kPa trykkforskjell.|Embalaje secundario estanco homologado para una diferencia de presión de 95 kPa.|Vuotamaton toisiopakkaus, joka kestää 95 kPa:n paine-eron.|Lækagesikker sekundæremballage, der klarer 95 kPa trykforskel.',
      detail:
        'Uppfyller IATA PI 650 för flygtransport av diagnostiska prover. Separat ficka för remiss och manipuleringsindikerande förslutning.|Meets IATA PI 650 for air transport of diagnostic specimens. Separate pocket for the request form and a tamper-evident closure.|Oppfyller IATA PI 650 for flytransport av diagnostiske prøver. Egen lomme for rekvisisjon og manipuleringsindikerende lukking.|Cumple IATA PI 650 para el transporte aéreo de muestras diagnósticas. Bolsillo separado para la solicitud y cierre de evidencia de manipulación.|Täyttää IATA PI 650 -vaatimukset diagnostisten näytteiden lentokuljetukseen. Erillinen tasku lähetteelle ja peukaloinnin paljastava suljin.|Opfylder IATA PI 650 til lufttransport af diagnostiske prøver. Separat lomme til rekvisition og manipulationsindikerende lukning.',
      spec: [
        ['standard', 'UN3373, IATA PI 650'],
        ['material', 'LDPE/PA, 90 µm'],
        ['temperature', '-40 … +55 °C'],
      ],
      sizes: [100, 500, 1000],
      unitCents: 35,
      unitGrams: 9,
    },
    [
      { suffix: '150 × 250 mm', spec: [['size', '150 × 250 mm']], unitCents: 35, unitGrams: 9, recommended: true },
      { suffix: '200 × 300 mm', spec: [['size', '200 × 300 mm']], unitCents: 42, unitGrams: 13, recommended: true },
      { suffix: '250 × 350 mm', spec: [['size', '250 × 350 mm']], unitCents: 52, unitGrams: 17 },
      { suffix: '300 × 400 mm', spec: [['size', '300 × 400 mm']], sizes: [100, 500], unitCents: 64, unitGrams: 22 },
    ],
  ),
  ...variants(
    {
      key: 'biobag',
      group: 'biobags',
      shape: 'bag',
      label: 'BIO',
      name: 'Biohazard-påse med dokumentficka|Biohazard bag with document pocket|Biohazard-pose med dokumentlomme|Bolsa de riesgo biológico con bolsillo para documentos|Biovaarapussi asiakirjataskulla|Biohazard-pose med dokumentlomme',
      description:
        'Genomskinlig påse med biorisksymbol och tryckförslutning.|Transparent bag with biohazard symbol and press-to-close seal.|Gjennomsiktig pose med biorisikosymbol og trykklukking.|Bolsa transparente con símbolo de riesgo biológico y cierre a presión.|Läpinäkyvä pussi, jossa biovaaramerkki ja painosuljin.|Gennemsigtig pose med biorisikosymbol og trykluk.',
      detail:
        'Dokumentfickan håller remissen torr och skild från provet. En absorberande dyna kan läggas i påsen vid behov.|The document pocket keeps the request form dry and separate from the specimen. An absorbent pad can be added when needed.|Dokumentlommen holder rekvisisjonen tørr og adskilt fra prøven. En absorberende pute kan legges i posen ved behov.|El bolsillo para documentos mantiene la solicitud seca y separada de la muestra. Puede añadirse una almohadilla absorbente si es necesario.|Asiakirjatasku pitää lähetteen kuivana ja erillään näytteestä. Pussiin voi tarvittaessa lisätä imeytystyynyn.|Dokumentlommen holder rekvisitionen tør og adskilt fra prøven. En absorberende pude kan lægges i posen efter behov.',
      spec: [
        ['material', 'LDPE, 60 µm'],
        [
          'print',
          'Biorisksymbol|Biohazard symbol|Biorisikosymbol|Símbolo de riesgo biológico|Biovaaramerkki|Biorisikosymbol',
        ],
      ],
      sizes: [100, 1000],
      unitCents: 12,
      unitGrams: 5,
    },
    [
      { suffix: '150 × 230 mm', spec: [['size', '150 × 230 mm']], unitCents: 12, unitGrams: 5 },
      { suffix: '230 × 300 mm', spec: [['size', '230 × 300 mm']], unitCents: 16, unitGrams: 8 },
      { suffix: '300 × 450 mm', spec: [['size', '300 × 450 mm']], unitCents: 24, unitGrams: 13 },
    ],
  ),
  ...variants(
    {
      key: 'un3373box',
      group: 'boxes',
      shape: 'box',
      label: 'UN3373',
      name: 'Transportlåda UN3373|Transport box UN3373|Transportkasse UN3373|Caja de transporte UN3373|Kuljetuslaatikko UN3373|Transportkasse UN3373',
      description:
        'Yttre förpackning i wellpapp, märkt UN3373 Biologiskt ämne, kategori B.|Corrugated outer packaging marked UN3373 Biological substance, Category B.|Ytteremballasje i bølgepapp, merket UN3373 Biologisk stoff, kategori B.|Embalaje exterior de cartón ondulado marcado UN3373 Sustancia biológica, categoría B.|Aaltopahvinen ulkopakkaus, merkitty UN3373 Biologinen aine, luokka B.|Yderemballage i bølgepap, mærket UN3373 Biologisk stof, kategori B.',
      detail:
        'Kombineras med provpåse 95 kPa och absorberande dyna till en komplett trippelförpackning. Levereras platt.|Combine with a 95 kPa specimen bag and an absorbent pad for complete triple packaging. Supplied flat.|Kombineres med prøvepose 95 kPa og absorberende pute til en komplett trippelemballasje. Leveres flatpakket.|Se combina con una bolsa para muestras de 95 kPa y una almohadilla absorbente para formar un triple embalaje completo. Se suministra plegada.|Yhdistä 95 kPa:n näytepussiin ja imeytystyynyyn, niin saat täydellisen kolmoispakkauksen. Toimitetaan litteänä.|Kombineres med prøvepose 95 kPa og absorberende pude til en komplet tredobbelt emballage. Leveres fladt.',
      spec: [
        ['standard', 'UN3373, P650'],
        ['material', 'Wellpapp|Corrugated board|Bølgepapp|Cartón ondulado|Aaltopahvi|Bølgepap'],
      ],
      sizes: [10, 50, 200],
      unitCents: 120,
      unitGrams: 140,
    },
    [
      {
        suffix: ', liten|, small|, liten|, pequeña|, pieni|, lille',
        spec: [['size', '200 × 150 × 100 mm']],
        unitCents: 120,
        unitGrams: 140,
      },
      {
        suffix: ', stor|, large|, stor|, grande|, suuri|, stor',
        spec: [['size', '300 × 220 × 160 mm']],
        unitCents: 180,
        unitGrams: 260,
      },
    ],
  ),
  {
    key: 'insulated',
    group: 'boxes',
    shape: 'box',
    label: '2–8 °C',
    name: 'Isolerad transportlåda|Insulated shipper|Isolert transportkasse|Caja isotérmica de transporte|Eristetty kuljetuslaatikko|Isoleret transportkasse',
    description:
      'EPS-låda i ytterkartong för kyl- och frystransport.|EPS box in an outer carton for chilled and frozen transport.|EPS-kasse i ytterkartong for kjøle- og frysetransport.|Caja de EPS en caja exterior de cartón para transporte refrigerado y congelado.|EPS-laatikko ulkopahvissa kylmä- ja pakastekuljetuksiin.|EPS-kasse i yderkarton til køle- og frosttransport.',
    detail:
      'Håller 2–8 °C i upp till 48 timmar med kylklampar. Specialstorlekar offereras på förfrågan.|Holds 2–8 °C for up to 48 hours with ice packs. Custom sizes are quoted on request.|Holder 2–8 °C i opptil 48 timer med kuldeelementer. Spesialstørrelser tilbys på forespørsel.|Mantiene 2–8 °C durante hasta 48 horas con acumuladores de frío. Tamaños especiales bajo presupuesto.|Pitää 2–8 °C jopa 48 tunnin ajan kylmäkallejen kanssa. Erikoiskoot tarjouksesta.|Holder 2–8 °C i op til 48 timer med køleelementer. Specialstørrelser tilbydes på forespørgsel.',
    spec: [
      ['temperature', '2–8 °C / -20 °C'],
      ['size', '350 × 300 × 280 mm'],
    ],
    sizes: [1, 6],
    unitCents: 1650,
    unitGrams: 900,
    alternativePrice: PRICE_ON_REQUEST,
  },
  {
    key: 'secondary',
    group: 'boxes',
    shape: 'cup',
    label: '4×',
    name: 'Sekundärkärl med skruvlock|Secondary container with screw lid|Sekundærbeholder med skrulokk|Contenedor secundario con tapa de rosca|Toisioastia kierrekannella|Sekundærbeholder med skruelåg',
    description:
      'Stötsäkert plastkärl för upp till fyra provrör.|Impact-resistant plastic container for up to four tubes.|Støtsikker plastbeholder for opptil fire prøverør.|Contenedor de plástico resistente a impactos para hasta cuatro tubos.|Iskunkestävä muoviastia enintään neljälle näyteputkelle.|Stødsikker plastbeholder til op til fire prøverør.',
    detail:
      'Gummitätningen i locket gör kärlet läcktätt vid 95 kPa. Återanvändbart efter desinfektion.|The rubber seal in the lid keeps the container leak-proof at 95 kPa. Reusable after disinfection.|Gummipakningen i lokket gjør beholderen lekkasjesikker ved 95 kPa. Kan gjenbrukes etter desinfeksjon.|La junta de goma de la tapa mantiene el contenedor estanco a 95 kPa. Reutilizable tras su desinfección.|Kannen kumitiiviste pitää astian vuotamattomana 95 kPa:n paineessa. Uudelleenkäytettävä desinfioinnin jälkeen.|Gummipakningen i låget gør beholderen lækagesikker ved 95 kPa. Kan genbruges efter desinfektion.',
    spec: [
      ['material', 'PP'],
      ['capacity', '4 rör|4 tubes|4 rør|4 tubos|4 putkea|4 rør'],
    ],
    sizes: [10, 50, 100],
    unitCents: 240,
    unitGrams: 60,
  },
  ...variants(
    {
      key: 'samplingbag',
      group: 'sampling',
      shape: 'bag',
      label: 'STERILE',
      name: 'Steril provtagningspåse|Sterile sampling bag|Steril prøvetakingspose|Bolsa estéril de muestreo|Steriili näytteenottopussi|Steril prøvetagningspose',
      description:
        'Steril påse med vikbar förslutning och skrivfält.|Sterile bag with fold-over closure and write-on field.|Steril pose med brettbar lukking og skrivefelt.|Bolsa estéril con cierre plegable y campo para escribir.|Steriili pussi taitettavalla sulkimella ja kirjoituskentällä.|Steril pose med foldelukning og skrivefelt.',
      detail:
        'För vatten-, livsmedels- och miljöprover. Tråden viks tre varv för en tät förslutning.|For water, food and environmental samples. The wire tab is folded over three times for a tight seal.|For vann-, nærings- og miljøprøver. Tråden brettes tre ganger for en tett lukking.|Para muestras de agua, alimentos y medio ambiente. La lengüeta de alambre se dobla tres veces para un cierre hermético.|Vesi-, elintarvike- ja ympäristönäytteille. Lankasuljin taitetaan kolme kertaa tiiviin sulkemisen varmistamiseksi.|Til vand-, fødevare- og miljøprøver. Tråden foldes tre gange for en tæt lukning.',
      spec: [
        ['sterile', V.sterileYes],
        ['material', 'LDPE, 60 µm'],
      ],
      sizes: [100, 500],
      unitCents: 9,
      unitGrams: 3,
    },
    [
      { suffix: '100 ml', spec: [['volume', '100 ml']], unitCents: 9, unitGrams: 3 },
      { suffix: '500 ml', spec: [['volume', '500 ml']], unitCents: 14, unitGrams: 6 },
      { suffix: '1 500 ml', spec: [['volume', '1 500 ml']], unitCents: 22, unitGrams: 10 },
    ],
  ),
  {
    key: 'specseal',
    group: 'tamper',
    shape: 'label',
    label: 'VOID',
    name: 'Förseglingsetikett för provlådor|Seal label for specimen boxes|Forseglingsetikett for prøvekasser|Etiqueta precinto para cajas de muestras|Sinetöintitarra näytelaatikoille|Forseglingsetiket til prøvekasser',
    description:
      'VOID-etikett som visar om en provlåda har öppnats under transport.|VOID label that shows whether a specimen box was opened in transit.|VOID-etikett som viser om en prøvekasse har vært åpnet under transport.|Etiqueta VOID que indica si una caja de muestras se abrió durante el transporte.|VOID-tarra, joka näyttää, onko näytelaatikko avattu kuljetuksen aikana.|VOID-etiket, der viser, om en prøvekasse er blevet åbnet under transport.',
    detail:
      'Fäster även på kylda och lätt fuktiga ytor. Fält för datum och signatur.|Sticks even to chilled and slightly damp surfaces. Fields for date and signature.|Fester også på kjølte og lett fuktige overflater. Felt for dato og signatur.|Se adhiere incluso a superficies refrigeradas y ligeramente húmedas. Campos para fecha y firma.|Tarttuu myös kylmiin ja hieman kosteisiin pintoihin. Kentät päivämäärälle ja allekirjoitukselle.|Hæfter også på kølede og let fugtige overflader. Felter til dato og underskrift.',
    spec: [
      ['size', '25 × 100 mm'],
      ['material', 'PET, 50 µm'],
      ['colour', V.red],
    ],
    sizes: [250, 1000, 5000],
    unitCents: 5,
    unitGrams: 1,
    recommended: true,
  },
  {
    key: 'numseal',
    group: 'tamper',
    shape: 'label',
    label: 'No. 0815',
    name: 'Numrerad förseglingsetikett|Numbered seal label|Nummerert forseglingsetikett|Etiqueta precinto numerada|Numeroitu sinetöintitarra|Nummereret forseglingsetiket',
    description:
      'Förseglingsetikett med löpnummer och streckkod för spårbarhet.|Seal label with sequential number and barcode for traceability.|Forseglingsetikett med løpenummer og strekkode for sporbarhet.|Etiqueta precinto con número correlativo y código de barras para la trazabilidad.|Sinetöintitarra juoksevalla numerolla ja viivakoodilla jäljitettävyyttä varten.|Forseglingsetiket med løbenummer og stregkode til sporbarhed.',
    detail:
      'Numret registreras i LIMS vid packning och kontrolleras vid mottagning i laboratoriet.|The number is recorded in the LIMS at packing and checked on receipt at the laboratory.|Nummeret registreres i LIMS ved pakking og kontrolleres ved mottak i laboratoriet.|El número se registra en el LIMS al embalar y se comprueba a la recepción en el laboratorio.|Numero kirjataan LIMS-järjestelmään pakattaessa ja tarkistetaan laboratorion vastaanotossa.|Nummeret registreres i LIMS ved pakning og kontrolleres ved modtagelse i laboratoriet.',
    spec: [
      ['size', '30 × 90 mm'],
      ['numbering', V.sequential],
    ],
    sizes: [250, 1000, 5000],
    unitCents: 7,
    unitGrams: 1,
  },
  {
    key: 'custlabel',
    group: 'tamper',
    shape: 'label',
    label: 'LOGO',
    name: 'Förseglingsetikett med eget tryck|Seal label with your own print|Forseglingsetikett med eget trykk|Etiqueta precinto con impresión propia|Sinetöintitarra omalla painatuksella|Forseglingsetiket med eget tryk',
    description:
      'Etiketter med laboratoriets namn och logotyp.|Labels with the laboratory name and logo.|Etiketter med laboratoriets navn og logo.|Etiquetas con el nombre y el logotipo del laboratorio.|Tarrat laboratorion nimellä ja logolla.|Etiketter med laboratoriets navn og logo.',
    detail:
      'Tryck i en färg på vit eller röd VOID-film. Minsta order 5 000 etiketter.|Printed in one colour on white or red VOID film. Minimum order 5,000 labels.|Trykk i én farge på hvit eller rød VOID-film. Minste ordre 5 000 etiketter.|Impresión a una tinta sobre película VOID blanca o roja. Pedido mínimo 5.000 etiquetas.|Yksivärinen painatus valkoiselle tai punaiselle VOID-kalvolle. Vähimmäistilaus 5 000 tarraa.|Tryk i én farve på hvid eller rød VOID-film. Mindste ordre 5.000 etiketter.',
    spec: [
      ['size', '25 × 100 mm'],
      ['print', '1 färg|1 colour|1 farge|1 color|1 väri|1 farve'],
    ],
    sizes: [5000],
    unitCents: 6,
    unitGrams: 1,
    alternativePrice: PRICE_ON_REQUEST,
  },
  {
    key: 'custodyform',
    group: 'tamper',
    shape: 'form',
    label: 'COC',
    name: 'Spårbarhetsblankett för prover|Chain-of-custody form|Sporbarhetsskjema for prøver|Formulario de cadena de custodia|Näytteen luovutusketjulomake|Sporbarhedsskema til prøver',
    description:
      'Numrerad blankett i tre delar som följer provet från provtagning till analys.|Numbered three-part form that follows the specimen from collection to analysis.|Nummerert skjema i tre deler som følger prøven fra prøvetaking til analyse.|Formulario numerado de tres partes que acompaña a la muestra desde la toma hasta el análisis.|Numeroitu kolmiosainen lomake, joka seuraa näytettä näytteenotosta analyysiin.|Nummereret skema i tre dele, der følger prøven fra prøvetagning til analyse.',
    detail:
      'Varje överlämning signeras med namn, datum och klockslag. Blankettnumret matchar förseglingsetiketten på provlådan.|Every hand-over is signed with name, date and time. The form number matches the seal label on the specimen box.|Hver overlevering signeres med navn, dato og klokkeslett. Skjemanummeret samsvarer med forseglingsetiketten på prøvekassen.|Cada entrega se firma con nombre, fecha y hora. El número del formulario coincide con la etiqueta precinto de la caja de muestras.|Jokainen luovutus allekirjoitetaan nimellä, päivämäärällä ja kellonajalla. Lomakkeen numero vastaa näytelaatikon sinetöintitarraa.|Hver overdragelse underskrives med navn, dato og klokkeslæt. Skemanummeret svarer til forseglingsetiketten på prøvekassen.',
    spec: [
      ['size', 'A4'],
      ['copies', '3'],
      ['numbering', V.seqOnly],
    ],
    sizes: [50, 250, 1000],
    unitCents: 18,
    unitGrams: 12,
    unit: 'forms',
    forms: true,
    freeShipping: true,
  },
  ...variants(
    {
      key: 'cryolabel',
      group: 'cryolabels',
      shape: 'label',
      label: '-196 °C',
      name: 'Kryoetikett|Cryo label|Kryoetikett|Etiqueta criogénica|Kryotarra|Kryoetiket',
      description:
        'Etikett som sitter kvar i flytande kväve vid -196 °C.|Label that stays put in liquid nitrogen at -196 °C.|Etikett som sitter fast i flytende nitrogen ved -196 °C.|Etiqueta que permanece adherida en nitrógeno líquido a -196 °C.|Tarra, joka pysyy kiinni nestetypessä -196 °C:ssa.|Etiket, der sidder fast i flydende nitrogen ved -196 °C.',
      detail:
        'För termotransferskrivare. Tål autoklavering, DMSO och etanol.|For thermal-transfer printers. Withstands autoclaving, DMSO and ethanol.|For termotransferskrivere. Tåler autoklavering, DMSO og etanol.|Para impresoras de transferencia térmica. Resiste autoclave, DMSO y etanol.|Lämpösiirtotulostimiin. Kestää autoklavoinnin, DMSO:n ja etanolin.|Til termotransferprintere. Tåler autoklavering, DMSO og ethanol.',
      spec: [
        ['temperature', '-196 … +121 °C'],
        ['material', 'Polyester'],
      ],
      sizes: [1000, 5000],
      unitCents: 2,
      unitGrams: 0.3,
    },
    [
      { suffix: '25 × 13 mm', spec: [['size', '25 × 13 mm']] },
      { suffix: '38 × 13 mm', spec: [['size', '38 × 13 mm']], unitCents: 2.5 },
    ],
  ),
  {
    key: 'barcodetube',
    group: 'cryolabels',
    shape: 'label',
    label: 'ID 4711',
    name: 'Streckkodsetikett för provrör|Barcode label for tubes|Strekkodeetikett for prøverør|Etiqueta con código de barras para tubos|Viivakooditarra näyteputkiin|Stregkodeetiket til prøverør',
    description:
      'Förtryckt Code 128-streckkod med klartextnummer.|Pre-printed Code 128 barcode with human-readable number.|Forhåndstrykt Code 128-strekkode med klartekstnummer.|Código de barras Code 128 preimpreso con número legible.|Esipainettu Code 128 -viivakoodi selväkielisellä numerolla.|Fortrykt Code 128-stregkode med klartekstnummer.',
    detail:
      'Två extra kopior per nummer för remiss och journal. Numren är unika över alla leveranser.|Two extra copies per number for the request form and the record. Numbers are unique across all deliveries.|To ekstra kopier per nummer for rekvisisjon og journal. Numrene er unike på tvers av alle leveranser.|Dos copias adicionales por número para la solicitud y el expediente. Los números son únicos en todas las entregas.|Kaksi lisäkopiota numeroa kohden lähetteeseen ja potilaskertomukseen. Numerot ovat yksilöllisiä kaikissa toimituksissa.|To ekstra kopier pr. nummer til rekvisition og journal. Numrene er unikke på tværs af alle leveringer.',
    spec: [
      ['size', '50 × 25 mm'],
      ['numbering', V.sequential],
      ['copies', '3'],
    ],
    sizes: [1000, 5000],
    unitCents: 3,
    unitGrams: 0.5,
  },
];
