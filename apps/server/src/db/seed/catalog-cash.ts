import { V } from './text.ts';
import { type ProductDef, variants } from './types.ts';

const CARBONLESS =
  'Självkopierande papper|Carbonless paper|Selvkopierende papir|Papel autocopiativo|Itsejäljentävä paperi|Selvkopierende papir';
const PRICE_ON_REQUEST =
  'Pris på förfrågan|Price on request|Pris på forespørsel|Precio a consultar|Hinta pyydettäessä|Pris på forespørgsel';

/** Receipt rolls and card terminal rolls. */
export const ROLL_PRODUCTS: readonly ProductDef[] = [
  ...variants(
    {
      key: 'thermal',
      group: 'thermalrolls',
      shape: 'roll',
      label: '57 × 40',
      name: 'Termorulle|Thermal roll|Termorull|Rollo térmico|Lämpörulla|Termorulle',
      description:
        'BPA-fri termorulle för kvittoskrivare.|BPA-free thermal roll for receipt printers.|BPA-fri termorull for kvitteringsskrivere.|Rollo térmico sin BPA para impresoras de tickets.|BPA-vapaa lämpörulla kuittitulostimiin.|BPA-fri termorulle til kvitteringsprintere.',
      detail:
        'Ger skarp svart utskrift som håller i minst sju år vid normal förvaring. Passar de vanligaste kassaskrivarna från Epson, Star och Bixolon.|Gives sharp black print that lasts at least seven years under normal storage. Fits the most common receipt printers from Epson, Star and Bixolon.|Gir skarp svart utskrift som holder i minst sju år ved normal oppbevaring. Passer de vanligste kvitteringsskriverne fra Epson, Star og Bixolon.|Ofrece una impresión negra nítida que dura al menos siete años en condiciones normales de almacenamiento. Compatible con las impresoras de tickets más comunes de Epson, Star y Bixolon.|Antaa terävän mustan tulosteen, joka säilyy vähintään seitsemän vuotta normaalisti säilytettynä. Sopii yleisimpiin Epsonin, Starin ja Bixolonin kuittitulostimiin.|Giver skarpt sort tryk, der holder mindst syv år ved normal opbevaring. Passer til de mest almindelige kvitteringsprintere fra Epson, Star og Bixolon.',
      spec: [
        ['material', V.bpaFree],
        ['core', '12 mm'],
      ],
      sizes: [50, 100, 500],
      unitCents: 35,
      unitGrams: 45,
      unit: 'rolls',
    },
    [
      { suffix: '57 × 40 mm', label: '57 × 40', spec: [['size', '57 × 40 mm']], recommended: true },
      {
        suffix: '80 × 80 mm',
        label: '80 × 80',
        spec: [['size', '80 × 80 mm']],
        sizes: [30, 60, 240],
        unitCents: 95,
        unitGrams: 190,
      },
      { suffix: '57 × 30 mm', label: '57 × 30', spec: [['size', '57 × 30 mm']], unitCents: 30, unitGrams: 30 },
    ],
  ),
  ...variants(
    {
      key: 'terminalroll',
      group: 'terminalrolls',
      shape: 'roll',
      label: '57 × 38',
      name: 'Rulle för kortterminal|Card terminal roll|Rull for betalingsterminal|Rollo para datáfono|Maksupäätteen rulla|Rulle til betalingsterminal',
      description:
        'Kort termorulle som passar bärbara kortterminaler.|Short thermal roll that fits portable card terminals.|Kort termorull som passer bærbare betalingsterminaler.|Rollo térmico corto que se adapta a los datáfonos portátiles.|Lyhyt lämpörulla kannettaviin maksupäätteisiin.|Kort termorulle, der passer til bærbare betalingsterminaler.',
      detail:
        'Testad i terminaler från Verifone, Ingenico och PAX. En varningsrand på de sista metrarna visar när rullen snart tar slut.|Tested in terminals from Verifone, Ingenico and PAX. A warning stripe on the last metres shows when the roll is about to run out.|Testet i terminaler fra Verifone, Ingenico og PAX. En varselstripe på de siste meterne viser når rullen snart er tom.|Probado en terminales de Verifone, Ingenico y PAX. Una banda de aviso en los últimos metros indica que el rollo está a punto de acabarse.|Testattu Verifonen, Ingenicon ja PAXin päätteissä. Varoitusraita viimeisillä metreillä kertoo, kun rulla on loppumassa.|Testet i terminaler fra Verifone, Ingenico og PAX. En advarselsstribe på de sidste meter viser, når rullen snart slipper op.',
      spec: [['material', V.bpaFree]],
      sizes: [20, 50, 200],
      unitCents: 18,
      unitGrams: 20,
      unit: 'rolls',
    },
    [
      { suffix: '57 × 38 mm', label: '57 × 38', spec: [['size', '57 × 38 mm']] },
      { suffix: '57 × 25 mm', label: '57 × 25', spec: [['size', '57 × 25 mm']], unitCents: 14, unitGrams: 14 },
    ],
  ),
  {
    key: 'twoply',
    group: 'terminalrolls',
    shape: 'roll',
    label: '2-PLY',
    name: 'Tvåskiktsrulle|Two-ply roll|Tolagsrull|Rollo de dos capas|Kaksikerrosrulla|Tolagsrulle',
    description:
      'Självkopierande rulle med original och kopia för kök och lager.|Self-copying roll with original and copy for kitchens and stores.|Selvkopierende rull med original og kopi for kjøkken og lager.|Rollo autocopiativo con original y copia para cocinas y almacenes.|Itsejäljentävä rulla alkuperäiskappaleella ja kopiolla keittiöihin ja varastoihin.|Selvkopierende rulle med original og kopi til køkken og lager.',
    detail:
      'Vit original och gul kopia. För nålskrivare där kopian ska sparas eller skickas vidare.|White original and yellow copy. For impact printers where the copy is kept or passed on.|Hvit original og gul kopi. For nålskrivere der kopien skal oppbevares eller sendes videre.|Original blanco y copia amarilla. Para impresoras matriciales en las que la copia se guarda o se entrega.|Valkoinen alkuperäinen ja keltainen kopio. Neulatulostimiin, joissa kopio säilytetään tai annetaan eteenpäin.|Hvid original og gul kopi. Til nåleprintere, hvor kopien skal gemmes eller sendes videre.',
    spec: [
      ['size', '76 × 70 mm'],
      ['material', CARBONLESS],
      ['copies', '2'],
    ],
    sizes: [20, 50],
    unitCents: 85,
    unitGrams: 140,
    unit: 'rolls',
  },
];

/** Cash handling and counterfeit detection at the till. */
export const POS_PRODUCTS: readonly ProductDef[] = [
  {
    key: 'coinwrap',
    group: 'cashhandling',
    shape: 'coins',
    label: 'COIN',
    name: 'Myntrullpapper|Coin wrappers|Myntrullpapir|Envoltorios para monedas|Kolikkorullapaperit|Møntrullepapir',
    description:
      'Färgkodade myntrullar för valörerna i kassan.|Colour-coded coin wrappers for the denominations in the till.|Fargekodede myntruller for valørene i kassen.|Envoltorios de colores para cada denominación de la caja.|Värikoodatut kolikkorullat kassan eri arvoille.|Farvekodede møntruller til valørerne i kassen.',
    detail:
      'Förvikta rullar som fylls för hand eller i myntrullningsmaskin. Valör och antal mynt är tryckt på varje rulle.|Pre-folded wrappers filled by hand or in a coin wrapping machine. Denomination and number of coins are printed on every wrapper.|Forhåndsbrettede ruller som fylles for hånd eller i myntrullemaskin. Valør og antall mynt er trykt på hver rull.|Envoltorios preplegados que se llenan a mano o con máquina. La denominación y el número de monedas están impresos en cada envoltorio.|Valmiiksi taitetut rullat täytetään käsin tai rullauskoneella. Arvo ja kolikkomäärä on painettu jokaiseen rullaan.|Forfoldede ruller, der fyldes i hånden eller i møntrullemaskine. Valør og antal mønter er trykt på hver rulle.',
    spec: [
      [
        'material',
        'Kraftpapper 80 g/m²|Kraft paper 80 g/m²|Kraftpapir 80 g/m²|Papel kraft 80 g/m²|Voimapaperi 80 g/m²|Kraftpapir 80 g/m²',
      ],
      ['colour', V.mixed],
    ],
    sizes: [500, 1000, 5000],
    unitCents: 2,
    unitGrams: 2,
  },
  {
    key: 'notestrap',
    group: 'cashhandling',
    shape: 'coins',
    label: '100',
    name: 'Sedelband|Banknote straps|Seddelbånd|Fajas para billetes|Seteliliuskat|Seddelbånd',
    description:
      'Självhäftande band för buntar om 100 sedlar.|Self-adhesive straps for bundles of 100 notes.|Selvklebende bånd for bunter med 100 sedler.|Fajas autoadhesivas para fajos de 100 billetes.|Itseliimautuvat liuskat 100 setelin nippuihin.|Selvklæbende bånd til bundter med 100 sedler.',
    detail:
      'Fält för valör, datum och signatur. Bandet går sönder om bunten öppnas.|Fields for denomination, date and signature. The strap tears if the bundle is opened.|Felt for valør, dato og signatur. Båndet går i stykker hvis bunten åpnes.|Campos para denominación, fecha y firma. La faja se rompe si se abre el fajo.|Kentät arvolle, päivämäärälle ja allekirjoitukselle. Liuska repeää, jos nippu avataan.|Felter til valør, dato og underskrift. Båndet går i stykker, hvis bundtet åbnes.',
    spec: [
      ['size', '30 × 180 mm'],
      ['material', 'Papper 100 g/m²|Paper 100 g/m²|Papir 100 g/m²|Papel 100 g/m²|Paperi 100 g/m²|Papir 100 g/m²'],
    ],
    sizes: [1000, 5000],
    unitCents: 1.5,
    unitGrams: 1,
    recommended: true,
  },
  {
    key: 'cashinsert',
    group: 'cashhandling',
    shape: 'box',
    label: '5 / 8',
    name: 'Kassalådsinsats|Cash drawer insert|Kasseskuffinnsats|Bandeja para cajón portamonedas|Kassalaatikon lokerikko|Kasseskuffeindsats',
    description:
      'Insats med fem sedelfack och åtta myntfack.|Insert with five note compartments and eight coin cups.|Innsats med fem seddelrom og åtte myntrom.|Bandeja con cinco compartimentos para billetes y ocho para monedas.|Lokerikko, jossa viisi setelilokeroa ja kahdeksan kolikkolokeroa.|Indsats med fem seddelrum og otte møntrum.',
    detail:
      'Slagtålig ABS som passar standardlådor på 410 mm. Insatsen kan lyftas ur och låsas in i kassaskåpet efter stängning.|Impact-resistant ABS that fits standard 410 mm drawers. The insert can be lifted out and locked in the safe after closing.|Slagfast ABS som passer standardskuffer på 410 mm. Innsatsen kan løftes ut og låses inn i safen etter stengetid.|ABS resistente a los golpes que encaja en cajones estándar de 410 mm. La bandeja puede sacarse y guardarse en la caja fuerte al cerrar.|Iskunkestävää ABS-muovia, sopii 410 mm:n vakiolaatikoihin. Lokerikon voi nostaa pois ja lukita kassakaappiin sulkemisen jälkeen.|Slagfast ABS, der passer til standardskuffer på 410 mm. Indsatsen kan løftes ud og låses inde i pengeskabet efter lukketid.',
    spec: [
      ['size', '410 × 415 mm'],
      ['material', 'ABS'],
      ['colour', 'Svart|Black|Svart|Negro|Musta|Sort'],
    ],
    sizes: [1, 5],
    unitCents: 2450,
    unitGrams: 650,
  },
  {
    key: 'uvlamp',
    group: 'counterfeit',
    shape: 'device',
    label: 'UV',
    name: 'UV-lampa för sedelkontroll|UV lamp for banknote checks|UV-lampe for seddelkontroll|Lámpara UV para verificar billetes|UV-lamppu setelien tarkastukseen|UV-lampe til seddelkontrol',
    description:
      'Bordslampa med UV-ljus och vattenmärkesbelysning.|Desk lamp with UV light and watermark illumination.|Bordlampe med UV-lys og vannmerkebelysning.|Lámpara de sobremesa con luz UV e iluminación de marcas de agua.|Pöytävalaisin UV-valolla ja vesileiman läpivalaisulla.|Bordlampe med UV-lys og vandmærkebelysning.',
    detail:
      'Visar UV-fibrer och säkerhetstrådar i euro-, kron- och pundsedlar på några sekunder. Fungerar även för pass och körkort.|Shows UV fibres and security threads in euro, krona and pound notes within seconds. Also works for passports and driving licences.|Viser UV-fibre og sikkerhetstråder i euro-, krone- og pundsedler på sekunder. Fungerer også for pass og førerkort.|Muestra las fibras UV y los hilos de seguridad de los billetes de euro, corona y libra en segundos. También sirve para pasaportes y permisos de conducir.|Näyttää euro-, kruunu- ja puntaseteleiden UV-kuidut ja turvalangat sekunneissa. Toimii myös passeille ja ajokorteille.|Viser UV-fibre og sikkerhedstråde i euro-, krone- og pundsedler på få sekunder. Virker også til pas og kørekort.',
    spec: [
      ['power', 'USB-C, 5 V'],
      ['size', '160 × 120 × 95 mm'],
    ],
    sizes: [1],
    unitCents: 3490,
    unitGrams: 450,
  },
  {
    key: 'detectorpen',
    group: 'counterfeit',
    shape: 'pen',
    label: 'TEST',
    name: 'Kontrollpenna för sedlar|Counterfeit detector pen|Kontrollpenn for sedler|Rotulador detector de billetes falsos|Setelien tarkastuskynä|Kontrolpen til sedler',
    description:
      'Penna som visar falska sedlar med en färgreaktion.|Pen that reveals counterfeit notes with a colour reaction.|Penn som avslører falske sedler med en fargereaksjon.|Rotulador que revela billetes falsos mediante una reacción de color.|Kynä, joka paljastaa väärennetyt setelit värireaktiolla.|Pen, der afslører falske sedler med en farvereaktion.',
    detail:
      'Bläcket blir gult på äkta sedelpapper och mörkt på vanligt papper. Räcker till cirka 5 000 kontroller.|The ink turns yellow on genuine banknote paper and dark on ordinary paper. Lasts for about 5,000 checks.|Blekket blir gult på ekte seddelpapir og mørkt på vanlig papir. Rekker til omtrent 5 000 kontroller.|La tinta se vuelve amarilla en el papel moneda auténtico y oscura en el papel normal. Sirve para unas 5.000 comprobaciones.|Muste muuttuu keltaiseksi aidolla setelipaperilla ja tummaksi tavallisella paperilla. Riittää noin 5 000 tarkastukseen.|Blækket bliver gult på ægte seddelpapir og mørkt på almindeligt papir. Rækker til cirka 5.000 kontroller.',
    spec: [['length', '140 mm']],
    sizes: [1, 12, 48],
    unitCents: 290,
    unitGrams: 12,
  },
  {
    key: 'notecounter',
    group: 'counterfeit',
    shape: 'device',
    label: '1000/min',
    name: 'Sedelräknare med äkthetskontroll|Banknote counter with authenticity check|Seddelteller med ekthetskontroll|Contadora de billetes con detector|Setelinlaskija aitouden tarkastuksella|Seddeltæller med ægthedskontrol',
    description:
      'Räknar upp till 1 000 sedlar per minut och larmar för misstänkta sedlar.|Counts up to 1,000 notes per minute and alerts on suspect notes.|Teller opptil 1 000 sedler per minutt og varsler om mistenkelige sedler.|Cuenta hasta 1.000 billetes por minuto y avisa de billetes sospechosos.|Laskee jopa 1 000 seteliä minuutissa ja hälyttää epäilyttävistä seteleistä.|Tæller op til 1.000 sedler i minuttet og advarer ved mistænkelige sedler.',
    detail:
      'UV-, MG- och IR-kontroll, batchräkning och utskrift till kvittoskrivare. Pris och leverans enligt offert, inklusive installation och utbildning.|UV, MG and IR checks, batch counting and output to a receipt printer. Price and delivery by quotation, including installation and training.|UV-, MG- og IR-kontroll, batchtelling og utskrift til kvitteringsskriver. Pris og levering etter tilbud, inkludert installasjon og opplæring.|Detección UV, MG e IR, recuento por lotes y salida a impresora de tickets. Precio y entrega según presupuesto, incluida la instalación y la formación.|UV-, MG- ja IR-tarkastus, eräkohtainen laskenta ja tulostus kuittitulostimelle. Hinta ja toimitus tarjouksen mukaan, sisältää asennuksen ja koulutuksen.|UV-, MG- og IR-kontrol, batchtælling og udskrift til kvitteringsprinter. Pris og levering efter tilbud, inklusive installation og oplæring.',
    spec: [
      ['power', '230 V'],
      ['size', '280 × 250 × 180 mm'],
    ],
    sizes: [1],
    unitCents: 39900,
    unitGrams: 5200,
    alternativePrice: PRICE_ON_REQUEST,
  },
];

/** Deposit forms, specification forms, change orders and payment slips. */
export const FORM_PRODUCTS: readonly ProductDef[] = [
  {
    key: 'depositform',
    group: 'depositforms',
    shape: 'form',
    label: 'A5',
    name: 'Insättningsblankett för kontanter|Cash deposit form|Innskuddsblankett for kontanter|Formulario de depósito de efectivo|Käteistalletuslomake|Indbetalingsblanket til kontanter',
    description:
      'Blankett i tre delar för insättning av dagskassan.|Three-part form for depositing the daily takings.|Blankett i tre deler for innskudd av dagsoppgjøret.|Formulario de tres partes para depositar la recaudación diaria.|Kolmiosainen lomake päivän kassan tallettamiseen.|Blanket i tre dele til indbetaling af dagens kasse.',
    detail:
      'Originalet följer med påsen, en kopia går till bokföringen och en stannar i butiken. Kundnummer och kontonummer kan förtryckas.|The original travels with the bag, one copy goes to accounting and one stays in the store. Customer and account numbers can be pre-printed.|Originalen følger posen, én kopi går til regnskap og én blir i butikken. Kundenummer og kontonummer kan forhåndstrykkes.|El original va con la bolsa, una copia va a contabilidad y otra se queda en la tienda. Los números de cliente y de cuenta pueden ir preimpresos.|Alkuperäinen kulkee pussin mukana, yksi kopio menee kirjanpitoon ja yksi jää myymälään. Asiakas- ja tilinumero voidaan esipainaa.|Originalen følger posen, én kopi går til bogføringen, og én bliver i butikken. Kundenummer og kontonummer kan fortrykkes.',
    spec: [
      ['size', 'A5'],
      ['copies', '3'],
      ['material', CARBONLESS],
    ],
    sizes: [100, 500, 1000],
    unitCents: 12,
    unitGrams: 9,
    unit: 'forms',
    forms: true,
    tenantPays: true,
    freeShipping: true,
  },
  {
    key: 'specform',
    group: 'depositforms',
    shape: 'form',
    label: 'A4',
    name: 'Specifikationsblankett för valörer|Denomination specification form|Spesifikasjonsblankett for valører|Formulario de desglose por denominación|Nimellisarvojen erittelylomake|Specifikationsblanket for valører',
    description:
      'Specificera antal sedlar och mynt per valör.|Specify the number of notes and coins per denomination.|Spesifiser antall sedler og mynt per valør.|Detalle el número de billetes y monedas por denominación.|Erittele setelien ja kolikoiden määrä arvoittain.|Specificér antal sedler og mønter pr. valør.',
    detail:
      'Förtryckta rader för alla aktuella valörer och summeringsfält. Läses maskinellt i värdedepån.|Pre-printed rows for all current denominations and total fields. Machine-read at the cash centre.|Forhåndstrykte linjer for alle gjeldende valører og summeringsfelt. Leses maskinelt i verdisentralen.|Filas preimpresas para todas las denominaciones vigentes y campos de totales. Se lee de forma automática en el centro de efectivo.|Esipainetut rivit kaikille voimassa oleville arvoille ja summakentät. Luetaan koneellisesti rahakeskuksessa.|Fortrykte linjer til alle gældende valører og summeringsfelter. Læses maskinelt i værdicentralen.',
    spec: [
      ['size', 'A4'],
      ['copies', '2'],
      ['material', CARBONLESS],
    ],
    sizes: [100, 500],
    unitCents: 15,
    unitGrams: 10,
    unit: 'forms',
    forms: true,
    tenantPays: true,
    freeShipping: true,
  },
  {
    key: 'changeorder',
    group: 'orderforms',
    shape: 'form',
    label: 'A5',
    name: 'Växelbeställning|Change order form|Vekselbestilling|Formulario de pedido de cambio|Vaihtorahatilaus|Byttepengebestilling',
    description:
      'Blankett för att beställa växelmynt och sedlar till butiken.|Form for ordering change coins and notes for the store.|Blankett for å bestille vekselmynt og sedler til butikken.|Formulario para pedir monedas y billetes de cambio para la tienda.|Lomake vaihtokolikoiden ja -seteleiden tilaamiseen myymälään.|Blanket til bestilling af byttemønter og sedler til butikken.',
    detail:
      'Beställningen lämnas till värdetransportören vid hämtning och levereras vid nästa besök. Två delar: beställning och kvittens.|The order is handed to the cash-in-transit carrier at pick-up and delivered on the next visit. Two parts: order and receipt.|Bestillingen gis til verditransportøren ved henting og leveres ved neste besøk. To deler: bestilling og kvittering.|El pedido se entrega a la empresa de transporte de fondos en la recogida y se sirve en la siguiente visita. Dos partes: pedido y justificante.|Tilaus annetaan arvokuljettajalle noudon yhteydessä ja toimitetaan seuraavalla käynnillä. Kaksi osaa: tilaus ja kuittaus.|Bestillingen afleveres til værditransportøren ved afhentning og leveres ved næste besøg. To dele: bestilling og kvittering.',
    spec: [
      ['size', 'A5'],
      ['copies', '2'],
    ],
    sizes: [100, 500],
    unitCents: 10,
    unitGrams: 8,
    unit: 'forms',
    forms: true,
    freeShipping: true,
  },
  {
    key: 'paymentslip',
    group: 'orderforms',
    shape: 'form',
    label: 'IBAN',
    name: 'Inbetalningskort med referensnummer|Payment slip with reference number|Innbetalingsblankett med referansenummer|Recibo de ingreso con número de referencia|Tilisiirtolomake viitenumerolla|Indbetalingskort med referencenummer',
    description:
      'Inbetalningskort som trycks med ert kontonummer och löpande referensnummer.|Payment slips printed with your account number and running reference numbers.|Innbetalingsblanketter som trykkes med deres kontonummer og løpende referansenumre.|Recibos impresos con su número de cuenta y números de referencia correlativos.|Tilisiirtolomakkeet, joihin painetaan tilinumeronne ja juoksevat viitenumerot.|Indbetalingskort, der trykkes med jeres kontonummer og løbende referencenumre.',
    detail:
      'Ange IBAN, typ av referensnummer och startnummer i kassan så trycks blanketterna före leverans. Fast referens, löpnummer, intervall och RF-referens stöds.|Enter the IBAN, reference number type and start number at checkout and the forms are printed before delivery. Fixed reference, serial number, interval and RF reference are supported.|Oppgi IBAN, type referansenummer og startnummer i kassen, så trykkes blankettene før levering. Fast referanse, løpenummer, intervall og RF-referanse støttes.|Indique el IBAN, el tipo de número de referencia y el número inicial al finalizar la compra y los formularios se imprimen antes de la entrega. Se admiten referencia fija, número correlativo, intervalo y referencia RF.|Anna IBAN, viitenumeron tyyppi ja aloitusnumero kassalla, niin lomakkeet painetaan ennen toimitusta. Kiinteä viite, juokseva numero, väli ja RF-viite ovat tuettuja.|Angiv IBAN, referencenummertype og startnummer i kassen, så trykkes blanketterne før levering. Fast reference, løbenummer, interval og RF-reference understøttes.',
    spec: [
      ['size', 'A4 (3 × A6)'],
      ['print', 'Svart, OCR-B|Black, OCR-B|Svart, OCR-B|Negro, OCR-B|Musta, OCR-B|Sort, OCR-B'],
    ],
    sizes: [250, 500, 1000],
    unitCents: 9,
    unitGrams: 6,
    unit: 'forms',
    forms: true,
    freeShipping: true,
  },
];
