import { V } from './text.ts';
import { type ProductDef, variants } from './types.ts';

/** Security bags, envelopes, transport bags, deposit bags and coin bags. */
export const BAG_PRODUCTS: readonly ProductDef[] = [
  ...variants(
    {
      key: 'secbag',
      group: 'securitybags',
      shape: 'bag',
      label: 'C4',
      name: 'Säkerhetspåse|Security bag|Sikkerhetspose|Bolsa de seguridad|Turvapussi|Sikkerhedspose',
      description:
        'Engångspåse med manipuleringsindikerande förslutning och unikt nummer.|Single-use bag with tamper-evident closure and unique number.|Engangspose med manipuleringsindikerende lukking og unikt nummer.|Bolsa de un solo uso con cierre de evidencia de manipulación y número único.|Kertakäyttöinen pussi, jossa peukaloinnin paljastava suljin ja yksilöllinen numero.|Engangspose med manipulationsindikerende lukning og unikt nummer.',
      detail:
        'Förslutningen lämnar ett synligt VOID-mönster om någon försöker öppna påsen, och värme- och köldindikering avslöjar manipulering med hetluft eller frysspray. Påsen har ett avrivbart kvitto med samma nummer som påsen.|The closure leaves a visible VOID pattern if anyone tries to open the bag, and heat and cold indicators reveal tampering with hot air or freeze spray. The bag has a tear-off receipt with the same number as the bag.|Lukkingen etterlater et synlig VOID-mønster hvis noen prøver å åpne posen, og varme- og kuldeindikatorer avslører manipulering med varmluft eller frysespray. Posen har en avrivbar kvittering med samme nummer som posen.|El cierre deja un patrón VOID visible si alguien intenta abrir la bolsa, y los indicadores de calor y frío revelan la manipulación con aire caliente o spray congelante. La bolsa tiene un resguardo desprendible con el mismo número que la bolsa.|Suljin jättää näkyvän VOID-kuvion, jos pussia yritetään avata, ja lämpö- ja kylmäindikaattorit paljastavat peukaloinnin kuumailmalla tai jäätymissuihkeella. Pussissa on irrotettava kuitti, jossa on sama numero kuin pussissa.|Lukningen efterlader et synligt VOID-mønster, hvis nogen forsøger at åbne posen, og varme- og kuldeindikatorer afslører manipulation med varmluft eller frysespray. Posen har en afrivelig kvittering med samme nummer som posen.',
      spec: [
        ['material', 'LDPE, 70 µm'],
        ['closure', V.tamperStrip],
        ['numbering', V.sequential],
      ],
      sizes: [100, 500, 1000],
      unitCents: 30,
      unitGrams: 14,
    },
    [
      { suffix: 'C5', label: 'C5', spec: [['size', '165 × 230 mm']], unitCents: 22, unitGrams: 9, recommended: true },
      { suffix: 'C4', label: 'C4', spec: [['size', '250 × 350 mm']], unitCents: 30, unitGrams: 14 },
      { suffix: 'B4', label: 'B4', spec: [['size', '300 × 400 mm']], unitCents: 38, unitGrams: 18, recommended: true },
      {
        suffix: 'XL',
        label: 'XL',
        spec: [['size', '400 × 500 mm']],
        sizes: [100, 500],
        unitCents: 55,
        unitGrams: 28,
      },
    ],
  ),
  {
    key: 'doublebag',
    group: 'securitybags',
    shape: 'bag',
    label: 'DUO',
    name: 'Säkerhetspåse med dubbelfack|Security bag with double pocket|Sikkerhetspose med dobbelt lomme|Bolsa de seguridad con doble bolsillo|Turvapussi kaksoistaskulla|Sikkerhedspose med dobbelt lomme',
    description:
      'Separat fack för följesedel eller insättningsblankett.|Separate pocket for a delivery note or deposit form.|Egen lomme for følgeseddel eller innskuddsblankett.|Bolsillo separado para el albarán o el formulario de depósito.|Erillinen tasku lähetteelle tai talletuslomakkeelle.|Separat lomme til følgeseddel eller indbetalingsblanket.',
    detail:
      'Det främre facket hålls öppet för dokument medan innehållet förseglas i huvudfacket. Passar de flesta värdetransportörers rutiner.|The front pocket stays open for documents while the contents are sealed in the main compartment. Fits the routines of most cash-in-transit carriers.|Den fremre lommen holdes åpen for dokumenter mens innholdet forsegles i hovedrommet. Passer rutinene til de fleste verditransportører.|El bolsillo delantero queda abierto para los documentos mientras el contenido se precinta en el compartimento principal. Se adapta a los procedimientos de la mayoría de las empresas de transporte de fondos.|Etutasku jää auki asiakirjoille, kun sisältö sinetöidään pääosastoon. Sopii useimpien arvokuljetusyhtiöiden rutiineihin.|Den forreste lomme holdes åben til dokumenter, mens indholdet forsegles i hovedrummet. Passer til de fleste værditransportørers rutiner.',
    spec: [
      ['size', '250 × 350 + 40 mm'],
      ['material', 'LDPE, 80 µm'],
      ['closure', V.tamperStrip],
    ],
    sizes: [100, 500, 1000],
    unitCents: 42,
    unitGrams: 17,
  },
  ...variants(
    {
      key: 'paddedenv',
      group: 'envelopes',
      shape: 'envelope',
      label: 'C4',
      name: 'Vadderat säkerhetskuvert|Padded security envelope|Polstret sikkerhetskonvolutt|Sobre de seguridad acolchado|Pehmustettu turvakuori|Polstret sikkerhedskuvert',
      description:
        'Luftbubbelfodrat kuvert med manipuleringssäker förslutning.|Bubble-lined envelope with tamper-proof closure.|Bobleforet konvolutt med manipuleringssikker lukking.|Sobre con interior de burbujas y cierre inviolable.|Kuplamuovivuorattu kuori, jossa peukaloinnin estävä suljin.|Bobleforet kuvert med manipulationssikker lukning.',
      detail:
        'Skyddar nycklar, passerkort och datamedia under transport. Ytan går att skriva på och har fält för avsändare och mottagare.|Protects keys, access cards and data media in transit. The surface can be written on and has fields for sender and recipient.|Beskytter nøkler, adgangskort og datamedier under transport. Overflaten kan skrives på og har felt for avsender og mottaker.|Protege llaves, tarjetas de acceso y soportes de datos durante el transporte. La superficie admite escritura y tiene campos para remitente y destinatario.|Suojaa avaimia, kulkukortteja ja tallennusvälineitä kuljetuksen aikana. Pintaan voi kirjoittaa, ja siinä on kentät lähettäjälle ja vastaanottajalle.|Beskytter nøgler, adgangskort og datamedier under transport. Overfladen kan beskrives og har felter til afsender og modtager.',
      spec: [
        [
          'material',
          'Koextruderad PE med bubbelfoder|Co-extruded PE with bubble lining|Koekstrudert PE med boblefôr|PE coextruido con forro de burbujas|Koekstrudoitu PE, kuplavuori|Coekstruderet PE med boblefor',
        ],
        ['closure', V.tamperStrip],
      ],
      sizes: [50, 250, 500],
      unitCents: 45,
      unitGrams: 12,
    },
    [
      { suffix: 'C5', label: 'C5', spec: [['size', '180 × 250 mm']], unitCents: 45, unitGrams: 12 },
      { suffix: 'C4', label: 'C4', spec: [['size', '260 × 360 mm']], unitCents: 60, unitGrams: 20 },
    ],
  ),
  {
    key: 'paperenv',
    group: 'envelopes',
    shape: 'envelope',
    label: 'C4',
    name: 'Säkerhetskuvert i papper|Paper security envelope|Sikkerhetskonvolutt i papir|Sobre de seguridad de papel|Paperinen turvakuori|Sikkerhedskuvert i papir',
    description:
      'Ogenomskinligt kuvert med säkerhetsmönster på insidan.|Opaque envelope with a security pattern on the inside.|Ugjennomsiktig konvolutt med sikkerhetsmønster på innsiden.|Sobre opaco con trama de seguridad en el interior.|Läpinäkymätön kuori, jonka sisäpinnalla on turvakuvio.|Uigennemsigtigt kuvert med sikkerhedsmønster på indersiden.',
    detail:
      'För löneutbetalningar, PIN-koder och sekretessbelagd post. Förslutningen river fibrerna om kuvertet öppnas.|For payslips, PIN codes and confidential mail. The closure tears the fibres if the envelope is opened.|For lønnsslipper, PIN-koder og fortrolig post. Lukkingen river fibrene hvis konvolutten åpnes.|Para nóminas, códigos PIN y correo confidencial. El cierre rasga las fibras si se abre el sobre.|Palkkakuiteille, PIN-koodeille ja luottamukselliselle postille. Suljin repii kuidut, jos kuori avataan.|Til lønsedler, PIN-koder og fortrolig post. Lukningen river fibrene, hvis kuverten åbnes.',
    spec: [
      ['size', 'C4, 229 × 324 mm'],
      [
        'material',
        'Kraftpapper 120 g/m²|Kraft paper 120 g/m²|Kraftpapir 120 g/m²|Papel kraft 120 g/m²|Voimapaperi 120 g/m²|Kraftpapir 120 g/m²',
      ],
    ],
    sizes: [250, 500, 1000],
    unitCents: 14,
    unitGrams: 11,
  },
  {
    key: 'transportbag',
    group: 'transportbags',
    shape: 'bag',
    label: 'REUSE',
    name: 'Återanvändbar transportväska|Reusable transport bag|Gjenbrukbar transportveske|Bolsa de transporte reutilizable|Uudelleenkäytettävä kuljetuslaukku|Genanvendelig transporttaske',
    description:
      'Tålig väska av belagd polyester som försluts med plomb.|Durable bag of coated polyester, closed with a seal.|Slitesterk veske av belagt polyester som lukkes med plombe.|Bolsa resistente de poliéster recubierto que se cierra con precinto.|Kestävä laukku pinnoitetusta polyesterista, suljetaan sinetillä.|Slidstærk taske af belagt polyester, der lukkes med plombe.',
    detail:
      'Dragkedjan låses med en dragplomb genom öglan, så väskan kan användas hundratals gånger. Fönsterficka för adresskort.|The zip is locked with a pull-tight seal through the eyelet, so the bag can be used hundreds of times. Window pocket for an address card.|Glidelåsen låses med en trekkplombe gjennom øyet, slik at vesken kan brukes hundrevis av ganger. Vinduslomme for adressekort.|La cremallera se bloquea con un precinto de apriete a través del ojal, por lo que la bolsa puede usarse cientos de veces. Bolsillo con ventana para la tarjeta de dirección.|Vetoketju lukitaan silmukan läpi kiristettävällä sinetillä, joten laukkua voi käyttää satoja kertoja. Ikkunatasku osoitekortille.|Lynlåsen låses med en trækplombe gennem øjet, så tasken kan bruges hundredvis af gange. Vindueslomme til adressekort.',
    spec: [
      ['size', '300 × 400 mm'],
      [
        'material',
        'Polyester 600D, PVC-belagd|Polyester 600D, PVC coated|Polyester 600D, PVC-belagt|Poliéster 600D recubierto de PVC|Polyesteri 600D, PVC-pinnoitettu|Polyester 600D, PVC-belagt',
      ],
      ['closure', V.zip],
    ],
    sizes: [1, 10, 25],
    unitCents: 1290,
    unitGrams: 320,
    recommended: true,
  },
  {
    key: 'citbag',
    group: 'transportbags',
    shape: 'bag',
    label: 'CIT',
    name: 'Värdetransportpåse, stor|Cash-in-transit bag, large|Verditransportpose, stor|Bolsa para transporte de fondos, grande|Arvokuljetuspussi, suuri|Værditransportpose, stor',
    description:
      'Extra stor säkerhetspåse för buntade sedlar och flera insättningar.|Extra-large security bag for bundled notes and multiple deposits.|Ekstra stor sikkerhetspose for buntede sedler og flere innskudd.|Bolsa de seguridad extragrande para billetes agrupados y varios depósitos.|Erittäin suuri turvapussi setelinipuille ja useille talletuksille.|Ekstra stor sikkerhedspose til bundtede sedler og flere indbetalinger.',
    detail:
      'Tjock film i tre lager med svart innerlager som döljer innehållet. Två separata förslutningar för extra säkerhet.|Thick three-layer film with a black inner layer that hides the contents. Two separate closures for extra security.|Tykk trelagsfilm med svart innerlag som skjuler innholdet. To separate lukkinger for ekstra sikkerhet.|Película gruesa de tres capas con capa interior negra que oculta el contenido. Dos cierres independientes para mayor seguridad.|Paksu kolmikerroskalvo, jonka musta sisäkerros kätkee sisällön. Kaksi erillistä suljinta lisäturvaksi.|Tyk trelagsfilm med sort inderlag, der skjuler indholdet. To separate lukninger for ekstra sikkerhed.',
    spec: [
      ['size', '500 × 650 mm'],
      ['material', 'Coex LDPE, 100 µm'],
      ['closure', V.tamperStrip],
      ['numbering', V.sequential],
    ],
    sizes: [100, 250, 500],
    unitCents: 95,
    unitGrams: 45,
  },
  ...variants(
    {
      key: 'depositbag',
      group: 'depositbags',
      shape: 'bag',
      label: '€ / kr',
      name: 'Insättningspåse|Deposit bag|Innskuddspose|Bolsa de depósito|Talletuspussi|Indbetalingspose',
      description:
        'Genomskinlig insättningspåse med kvittofack och avrivbar kvittens.|Transparent deposit bag with receipt pocket and tear-off stub.|Gjennomsiktig innskuddspose med kvitteringslomme og avrivbar kvittering.|Bolsa de depósito transparente con bolsillo para justificante y resguardo desprendible.|Läpinäkyvä talletuspussi, jossa kuittitasku ja irrotettava kuittiosa.|Gennemsigtig indbetalingspose med kvitteringslomme og afrivelig kvittering.',
      detail:
        'Påsen är godkänd för insättning i bankernas och värdedepåernas automater. Skriv belopp och butiksnummer i det tryckta fältet innan förslutning.|The bag is approved for deposit machines at banks and cash centres. Write the amount and store number in the printed field before sealing.|Posen er godkjent for innskuddsautomater i banker og verdisentraler. Skriv beløp og butikknummer i det trykte feltet før forsegling.|La bolsa está homologada para los cajeros de depósito de bancos y centros de efectivo. Escriba el importe y el número de tienda en el campo impreso antes de cerrarla.|Pussi on hyväksytty pankkien ja rahakeskusten talletusautomaatteihin. Kirjoita summa ja myymälänumero painettuun kenttään ennen sulkemista.|Posen er godkendt til indbetalingsautomater i banker og værdicentraler. Skriv beløb og butiksnummer i det trykte felt før lukning.',
      spec: [
        ['material', 'LDPE, 60 µm'],
        ['closure', V.tamperStrip],
        ['numbering', V.sequential],
      ],
      sizes: [250, 500, 1000],
      unitCents: 18,
      unitGrams: 7,
      tenantPays: true,
    },
    [
      {
        suffix: ', liten|, small|, liten|, pequeña|, pieni|, lille',
        spec: [['size', '220 × 300 mm']],
        unitCents: 18,
        unitGrams: 7,
      },
      {
        suffix: ', stor|, large|, stor|, grande|, suuri|, stor',
        spec: [['size', '300 × 420 mm']],
        unitCents: 26,
        unitGrams: 11,
        recommended: true,
      },
    ],
  ),
  {
    key: 'notebag',
    group: 'depositbags',
    shape: 'bag',
    label: 'ATM',
    name: 'Sedelpåse för insättningsautomat|Banknote bag for deposit machines|Seddelpose for innskuddsautomat|Bolsa de billetes para cajeros de depósito|Setelipussi talletusautomaattiin|Seddelpose til indbetalingsautomat',
    description:
      'Smal påse anpassad för inkastet på insättningsautomater.|Slim bag sized for the slot of deposit machines.|Smal pose tilpasset innkastet på innskuddsautomater.|Bolsa estrecha adaptada a la ranura de los cajeros de depósito.|Kapea pussi, joka sopii talletusautomaatin aukkoon.|Smal pose tilpasset indkastet på indbetalingsautomater.',
    detail:
      'Streckkoden läses av automaten vid insättning, så att beloppet kopplas till rätt kund och butik.|The barcode is read by the machine on deposit, so the amount is linked to the right customer and store.|Strekkoden leses av automaten ved innskudd, slik at beløpet kobles til riktig kunde og butikk.|El cajero lee el código de barras al depositar, de modo que el importe se asocia al cliente y a la tienda correctos.|Automaatti lukee viivakoodin talletuksen yhteydessä, jolloin summa kohdistuu oikealle asiakkaalle ja myymälälle.|Automaten læser stregkoden ved indbetaling, så beløbet knyttes til den rigtige kunde og butik.',
    spec: [
      ['size', '150 × 320 mm'],
      ['material', 'LDPE, 60 µm'],
      ['numbering', V.sequential],
    ],
    sizes: [500, 1000, 2000],
    unitCents: 15,
    unitGrams: 5,
    tenantPays: true,
  },
  ...variants(
    {
      key: 'coinbag',
      group: 'coinbags',
      shape: 'bag',
      label: '5 kg',
      name: 'Myntpåse|Coin bag|Myntpose|Bolsa para monedas|Kolikkopussi|Møntpose',
      description:
        'Kraftig påse för mynt med förstärkt botten.|Heavy-duty coin bag with reinforced bottom.|Kraftig myntpose med forsterket bunn.|Bolsa resistente para monedas con fondo reforzado.|Kestävä kolikkopussi vahvistetulla pohjalla.|Kraftig møntpose med forstærket bund.',
      detail:
        'Svetsade sömmar och dubbel film klarar tunga myntlaster. Förslut med dragplomb genom det stansade hålet.|Welded seams and double film carry heavy coin loads. Close with a pull-tight seal through the punched eyelet.|Sveisede sømmer og dobbel film tåler tunge myntlaster. Lukk med trekkplombe gjennom det stansede hullet.|Las costuras soldadas y la doble película soportan cargas pesadas de monedas. Ciérrela con un precinto de apriete a través del ojal troquelado.|Hitsatut saumat ja kaksinkertainen kalvo kestävät raskaat kolikkokuormat. Sulje kiristyssinetillä stanssatun reiän läpi.|Svejsede sømme og dobbelt film klarer tunge møntlaster. Luk med en trækplombe gennem det stansede hul.',
      spec: [['material', 'LDPE, 150 µm']],
      sizes: [100, 500],
      unitCents: 24,
      unitGrams: 18,
      tenantPays: true,
    },
    [
      {
        suffix: '5 kg',
        label: '5 kg',
        spec: [
          ['size', '200 × 300 mm'],
          ['capacity', '5 kg'],
        ],
        unitCents: 24,
        unitGrams: 18,
      },
      {
        suffix: '10 kg',
        label: '10 kg',
        spec: [
          ['size', '250 × 400 mm'],
          ['capacity', '10 kg'],
        ],
        unitCents: 34,
        unitGrams: 28,
      },
    ],
  ),
];
