import { V } from './text.ts';
import { type ProductDef, variants } from './types.ts';

const PP = 'Polypropen|Polypropylene|Polypropylen|Polipropileno|Polypropeeni|Polypropylen';
const PRICE_ON_REQUEST =
  'Pris på förfrågan|Price on request|Pris på forespørsel|Precio a consultar|Hinta pyydettäessä|Pris på forespørgsel';

/** Plastic, cable, bolt, padlock and meter seals. */
export const SEAL_PRODUCTS: readonly ProductDef[] = [
  ...variants(
    {
      key: 'pullseal',
      group: 'plasticseals',
      shape: 'seal',
      label: '0001234',
      name: 'Dragplomb|Pull-tight seal|Trekkplombe|Precinto de apriete|Kiristyssinetti|Trækplombe',
      description:
        'Justerbar plastplomb med numrerad flagga och streckkod.|Adjustable plastic seal with numbered flag and barcode.|Justerbar plastplombe med nummerert flagg og strekkode.|Precinto de plástico ajustable con bandera numerada y código de barras.|Säädettävä muovisinetti, jossa numeroitu lippu ja viivakoodi.|Justerbar plastplombe med nummereret flag og stregkode.',
      detail:
        'Dras åt till önskad diameter och kan bara tas bort genom att klippas av. Flaggan kan lasertryckas med ert företagsnamn.|Pulled tight to the required diameter and can only be removed by cutting. The flag can be laser-printed with your company name.|Trekkes til ønsket diameter og kan bare fjernes ved å klippes av. Flagget kan lasertrykkes med firmanavnet deres.|Se ajusta al diámetro necesario y solo puede retirarse cortándolo. La bandera puede imprimirse con láser con el nombre de su empresa.|Kiristetään haluttuun halkaisijaan, ja sen voi poistaa vain leikkaamalla. Lippuun voidaan laserpainaa yrityksenne nimi.|Trækkes til den ønskede diameter og kan kun fjernes ved at blive klippet over. Flaget kan lasertrykkes med jeres firmanavn.',
      spec: [
        ['material', PP],
        ['colour', V.mixed],
        ['numbering', V.sequential],
      ],
      sizes: [100, 1000, 5000],
      unitCents: 6,
      unitGrams: 2,
    },
    [
      {
        suffix: '220 mm',
        spec: [
          ['length', '220 mm'],
          ['strength', '180 N'],
        ],
        unitCents: 6,
        unitGrams: 2,
        recommended: true,
      },
      {
        suffix: '370 mm',
        spec: [
          ['length', '370 mm'],
          ['strength', '250 N'],
        ],
        unitCents: 9,
        unitGrams: 3,
      },
    ],
  ),
  {
    key: 'fixedseal',
    group: 'plasticseals',
    shape: 'seal',
    label: '200',
    name: 'Plomb med fast längd|Fixed-length seal|Plombe med fast lengde|Precinto de longitud fija|Kiinteäpituinen sinetti|Plombe med fast længde',
    description:
      'Plomb med fast slinga för dörrar, vagnar och kassaskrin.|Seal with a fixed loop for doors, trolleys and cash boxes.|Plombe med fast sløyfe for dører, traller og pengeskrin.|Precinto de lazo fijo para puertas, carros y cajas de caudales.|Kiinteällä lenkillä varustettu sinetti oviin, kärryihin ja kassalippaisiin.|Plombe med fast løkke til døre, vogne og pengeskrin.',
    detail:
      'Snäpplåset går inte att öppna utan att plomben förstörs. Passar hål upp till 6 mm.|The snap lock cannot be opened without destroying the seal. Fits holes up to 6 mm.|Smekklåsen kan ikke åpnes uten at plomben ødelegges. Passer hull opptil 6 mm.|El cierre a presión no puede abrirse sin destruir el precinto. Apto para orificios de hasta 6 mm.|Napsulukkoa ei voi avata rikkomatta sinettiä. Sopii enintään 6 mm:n reikiin.|Snaplåsen kan ikke åbnes, uden at plomben ødelægges. Passer til huller op til 6 mm.',
    spec: [
      ['length', '200 mm'],
      ['material', PP],
      ['numbering', V.seqOnly],
    ],
    sizes: [100, 1000, 5000],
    unitCents: 7,
    unitGrams: 2,
  },
  ...variants(
    {
      key: 'cableseal',
      group: 'cableseals',
      shape: 'cable',
      label: '1.5',
      name: 'Vajerplomb|Cable seal|Wireplombe|Precinto de cable|Vaijerisinetti|Wireplombe',
      description:
        'Stålvajer med aluminiumhus och lasergraverat nummer.|Steel cable with aluminium body and laser-engraved number.|Stålwire med aluminiumshus og lasergravert nummer.|Cable de acero con cuerpo de aluminio y número grabado con láser.|Teräsvaijeri alumiinirungolla ja laserkaiverretulla numerolla.|Stålwire med aluminiumshus og lasergraveret nummer.',
      detail:
        'Vajern dras genom låshuset och låses i ett steg. Kan bara avlägsnas med bultsax.|The cable is pulled through the locking body and locks in one step. Can only be removed with bolt cutters.|Wiren trekkes gjennom låsehuset og låses i ett trinn. Kan bare fjernes med boltsaks.|El cable se pasa por el cuerpo de cierre y se bloquea en un solo paso. Solo puede retirarse con cizalla.|Vaijeri vedetään lukkorungon läpi ja lukittuu yhdellä liikkeellä. Voidaan poistaa vain pulttileikkurilla.|Wiren trækkes gennem låsehuset og låses i ét trin. Kan kun fjernes med boltsaks.',
      spec: [
        ['length', '250 mm'],
        ['standard', 'ISO 17712'],
        ['numbering', V.seqOnly],
      ],
      sizes: [50, 250, 1000],
      unitCents: 45,
      unitGrams: 8,
    },
    [
      { suffix: 'Ø 1,5 mm|Ø 1.5 mm|Ø 1,5 mm|Ø 1,5 mm|Ø 1,5 mm|Ø 1,5 mm', label: 'Ø 1.5', unitCents: 45, unitGrams: 8 },
      {
        suffix: 'Ø 3,5 mm|Ø 3.5 mm|Ø 3,5 mm|Ø 3,5 mm|Ø 3,5 mm|Ø 3,5 mm',
        label: 'Ø 3.5',
        sizes: [50, 250],
        unitCents: 85,
        unitGrams: 22,
      },
    ],
  ),
  {
    key: 'boltseal',
    group: 'cableseals',
    shape: 'padlock',
    label: 'H',
    name: 'Bultplomb|Bolt seal|Boltplombe|Precinto de perno|Pulttisinetti|Boltplombe',
    description:
      'Högsäkerhetsplomb för containrar och släpvagnar.|High-security seal for containers and trailers.|Høysikkerhetsplombe for containere og tilhengere.|Precinto de alta seguridad para contenedores y remolques.|Korkean turvallisuustason sinetti kontteihin ja perävaunuihin.|Højsikkerhedsplombe til containere og trailere.',
    detail:
      'Klassad H enligt ISO 17712 för internationella sjötransporter. Bulten är plastbelagd och numrerad på både bult och hylsa.|Classified H under ISO 17712 for international sea freight. The bolt is plastic coated and numbered on both bolt and barrel.|Klassifisert H etter ISO 17712 for internasjonal sjøfrakt. Bolten er plastbelagt og nummerert på både bolt og hylse.|Clasificado H según ISO 17712 para el transporte marítimo internacional. El perno está recubierto de plástico y numerado tanto en el perno como en el casquillo.|Luokitus H standardin ISO 17712 mukaan kansainvälisiin merikuljetuksiin. Pultti on muovipinnoitettu ja numeroitu sekä pulttiin että holkkiin.|Klassificeret H efter ISO 17712 til international søfragt. Bolten er plastbelagt og nummereret på både bolt og bøsning.',
    spec: [
      ['standard', 'ISO 17712 (H)'],
      ['length', '85 mm'],
      [
        'material',
        'Stål, ABS-belagt|Steel, ABS coated|Stål, ABS-belagt|Acero recubierto de ABS|Teräs, ABS-pinnoite|Stål, ABS-belagt',
      ],
    ],
    sizes: [10, 50, 250],
    unitCents: 120,
    unitGrams: 55,
  },
  {
    key: 'padlockseal',
    group: 'padlockseals',
    shape: 'padlock',
    label: 'LOCK',
    name: 'Hänglåsplomb|Padlock seal|Hengelåsplombe|Precinto tipo candado|Riippulukkosinetti|Hængelåsplombe',
    description:
      'Liten plastplomb i hänglåsform för kassaskrin och brandskåp.|Small plastic padlock-style seal for cash boxes and fire cabinets.|Liten plastplombe formet som hengelås for pengeskrin og brannskap.|Pequeño precinto de plástico en forma de candado para cajas de caudales y armarios contra incendios.|Pieni riippulukon muotoinen muovisinetti kassalippaisiin ja palokaappeihin.|Lille plastplombe formet som hængelås til pengeskrin og brandskabe.',
    detail:
      'Bygeln trycks in i låshuset och låses permanent. Numrerad och finns i flera färger för olika avdelningar.|The shackle is pressed into the body and locks permanently. Numbered and available in several colours for different departments.|Bøylen trykkes inn i låsehuset og låses permanent. Nummerert og finnes i flere farger for ulike avdelinger.|El arco se introduce en el cuerpo y queda bloqueado de forma permanente. Numerado y disponible en varios colores para distintos departamentos.|Sakkela painetaan runkoon, ja se lukittuu pysyvästi. Numeroitu, ja saatavilla useina väreinä eri osastoille.|Bøjlen trykkes ind i låsehuset og låses permanent. Nummereret og fås i flere farver til forskellige afdelinger.',
    spec: [
      ['material', 'ABS'],
      ['colour', V.mixed],
      ['numbering', V.seqOnly],
    ],
    sizes: [100, 500, 1000],
    unitCents: 11,
    unitGrams: 3,
  },
  {
    key: 'meterseal',
    group: 'padlockseals',
    shape: 'cable',
    label: 'METER',
    name: 'Mätarplomb med vajer|Meter seal with wire|Målerplombe med wire|Precinto de contador con alambre|Mittarisinetti vaijerilla|Målerplombe med wire',
    description:
      'Vridplomb för el-, vatten- och gasmätare.|Twist seal for electricity, water and gas meters.|Vriplombe for strøm-, vann- og gassmålere.|Precinto giratorio para contadores de electricidad, agua y gas.|Kierrettävä sinetti sähkö-, vesi- ja kaasumittareihin.|Drejeplombe til el-, vand- og gasmålere.',
    detail:
      'Vajern träs genom mätarens plomberingshål och rotorn vrids tills den låser. Det genomskinliga huset visar att vajern är intakt.|The wire is threaded through the sealing holes of the meter and the rotor is turned until it locks. The transparent body shows that the wire is intact.|Wiren tres gjennom plomberingshullene på måleren, og rotoren vris til den låser. Det gjennomsiktige huset viser at wiren er intakt.|El alambre se pasa por los orificios de precintado del contador y el rotor se gira hasta que bloquea. El cuerpo transparente muestra que el alambre está intacto.|Vaijeri pujotetaan mittarin sinetöintireikien läpi ja roottoria kierretään, kunnes se lukittuu. Läpinäkyvä runko näyttää, että vaijeri on ehjä.|Wiren føres gennem målerens plomberingshuller, og rotoren drejes, til den låser. Det gennemsigtige hus viser, at wiren er intakt.',
    spec: [
      ['length', '300 mm'],
      [
        'material',
        'Polykarbonat, rostfri vajer|Polycarbonate, stainless wire|Polykarbonat, rustfri wire|Policarbonato, alambre inoxidable|Polykarbonaatti, ruostumaton vaijeri|Polykarbonat, rustfri wire',
      ],
    ],
    sizes: [100, 500, 1000],
    unitCents: 16,
    unitGrams: 3,
  },
];

/** Security tapes, tape dispensers and security labels. */
export const TAPE_PRODUCTS: readonly ProductDef[] = [
  ...variants(
    {
      key: 'sectape',
      group: 'tape',
      shape: 'tape',
      label: 'VOID',
      name: 'Säkerhetstejp|Security tape|Sikkerhetstape|Cinta de seguridad|Turvateippi|Sikkerhedstape',
      description:
        'Tejp som lämnar texten VOID på kartongen om den dras bort.|Tape that leaves the word VOID on the carton if it is pulled off.|Tape som etterlater teksten VOID på kartongen hvis den trekkes av.|Cinta que deja la palabra VOID en la caja si se despega.|Teippi, joka jättää pahviin tekstin VOID, jos se irrotetaan.|Tape, der efterlader teksten VOID på kartonen, hvis den trækkes af.',
      detail:
        'Tejpen är numrerad var 30:e centimeter så att varje förslutning kan registreras. Fäster på kartong, plast och metall.|The tape is numbered every 30 centimetres so that every closure can be recorded. Sticks to cardboard, plastic and metal.|Tapen er nummerert hver 30. centimeter slik at hver forsegling kan registreres. Fester på papp, plast og metall.|La cinta está numerada cada 30 centímetros para que cada cierre pueda registrarse. Se adhiere a cartón, plástico y metal.|Teippi on numeroitu 30 senttimetrin välein, jotta jokainen sulkeminen voidaan kirjata. Tarttuu pahviin, muoviin ja metalliin.|Tapen er nummereret for hver 30. centimeter, så hver lukning kan registreres. Hæfter på pap, plast og metal.',
      spec: [
        ['size', '50 mm × 50 m'],
        ['material', 'PET, 50 µm'],
        ['core', '76 mm'],
      ],
      sizes: [1, 6, 36],
      unitCents: 1450,
      unitGrams: 420,
      unit: 'rolls',
    },
    [
      { suffix: 'blå|blue|blå|azul|sininen|blå', spec: [['colour', V.blue]], recommended: true },
      { suffix: 'röd|red|rød|roja|punainen|rød', spec: [['colour', V.red]] },
    ],
  ),
  {
    key: 'transfertape',
    group: 'tape',
    shape: 'tape',
    label: 'VOID',
    name: 'Säkerhetstejp med full överföring|Full-transfer security tape|Sikkerhetstape med full overføring|Cinta de seguridad de transferencia total|Täysin siirtyvä turvateippi|Sikkerhedstape med fuld overføring',
    description:
      'Hela färgskiktet stannar kvar på ytan när tejpen tas bort.|The whole colour layer stays on the surface when the tape is removed.|Hele fargelaget blir igjen på overflaten når tapen fjernes.|Toda la capa de color queda en la superficie al retirar la cinta.|Koko värikerros jää pintaan, kun teippi irrotetaan.|Hele farvelaget bliver på overfladen, når tapen fjernes.',
    detail:
      'För ytor där ett tydligt spår krävs, till exempel inspektionsluckor och returlådor. Spåret går inte att tvätta bort med alkohol.|For surfaces where a clear trace is needed, such as inspection hatches and return boxes. The trace cannot be washed off with alcohol.|For overflater der et tydelig spor kreves, for eksempel inspeksjonsluker og returkasser. Sporet kan ikke vaskes bort med alkohol.|Para superficies en las que se necesita una huella clara, como tapas de inspección y cajas de devolución. La huella no se elimina con alcohol.|Pinnoille, joissa tarvitaan selvä jälki, kuten tarkastusluukkuihin ja palautuslaatikoihin. Jälkeä ei voi pestä pois alkoholilla.|Til overflader, hvor der kræves et tydeligt spor, for eksempel inspektionslemme og returkasser. Sporet kan ikke vaskes af med alkohol.',
    spec: [
      ['size', '50 mm × 50 m'],
      ['material', 'PET, 50 µm'],
      ['colour', V.red],
    ],
    sizes: [1, 6, 36],
    unitCents: 1890,
    unitGrams: 430,
    unit: 'rolls',
  },
  {
    key: 'logotape',
    group: 'tape',
    shape: 'tape',
    label: 'LOGO',
    name: 'Säkerhetstejp med eget tryck|Security tape with your own print|Sikkerhetstape med eget trykk|Cinta de seguridad con impresión propia|Turvateippi omalla painatuksella|Sikkerhedstape med eget tryk',
    description:
      'Säkerhetstejp med er logotyp och ert telefonnummer.|Security tape with your logo and phone number.|Sikkerhetstape med deres logo og telefonnummer.|Cinta de seguridad con su logotipo y número de teléfono.|Turvateippi yrityksenne logolla ja puhelinnumerolla.|Sikkerhedstape med jeres logo og telefonnummer.',
    detail:
      'Tryck i upp till två färger. Minsta order 36 rullar; leveranstid cirka tre veckor efter godkänt korrektur.|Print in up to two colours. Minimum order 36 rolls; delivery about three weeks after the proof is approved.|Trykk i opptil to farger. Minste ordre 36 ruller; leveringstid cirka tre uker etter godkjent korrektur.|Impresión en hasta dos colores. Pedido mínimo 36 rollos; entrega en unas tres semanas tras aprobar la prueba.|Painatus enintään kahdella värillä. Vähimmäistilaus 36 rullaa; toimitus noin kolme viikkoa vedoksen hyväksymisestä.|Tryk i op til to farver. Mindste ordre 36 ruller; levering cirka tre uger efter godkendt korrektur.',
    spec: [
      ['size', '50 mm × 50 m'],
      ['print', '1-2 färger|1-2 colours|1-2 farger|1-2 colores|1-2 väriä|1-2 farver'],
    ],
    sizes: [36],
    unitCents: 1950,
    unitGrams: 420,
    unit: 'rolls',
    alternativePrice: PRICE_ON_REQUEST,
  },
  {
    key: 'tapedispenser',
    group: 'tape',
    shape: 'tape',
    label: 'DISP',
    name: 'Tejphållare för säkerhetstejp|Dispenser for security tape|Tapeholder for sikkerhetstape|Dispensador para cinta de seguridad|Teippiteline turvateipille|Tapeholder til sikkerhedstape',
    description:
      'Handhållen tejphållare med tandad kniv och broms.|Handheld dispenser with serrated blade and brake.|Håndholdt tapeholder med tagget kniv og brems.|Dispensador manual con cuchilla dentada y freno.|Käsiteippiteline, jossa hammastettu terä ja jarru.|Håndholdt tapeholder med savtakket kniv og bremse.',
    detail:
      'Passar rullar upp till 50 mm bredd och 76 mm kärna. Knivskyddet fälls ned automatiskt.|Takes rolls up to 50 mm wide on a 76 mm core. The blade guard folds down automatically.|Passer ruller opptil 50 mm bredde og 76 mm kjerne. Knivbeskyttelsen felles ned automatisk.|Admite rollos de hasta 50 mm de ancho con mandril de 76 mm. El protector de la cuchilla se baja automáticamente.|Sopii enintään 50 mm leveille rullille, joissa on 76 mm hylsy. Terän suojus kääntyy alas automaattisesti.|Passer til ruller op til 50 mm bredde og 76 mm kerne. Knivbeskyttelsen klappes automatisk ned.',
    spec: [
      ['size', '50 mm'],
      ['material', 'Stål och plast|Steel and plastic|Stål og plast|Acero y plástico|Teräs ja muovi|Stål og plast'],
    ],
    sizes: [1, 6],
    unitCents: 890,
    unitGrams: 520,
  },
  ...variants(
    {
      key: 'voidlabel',
      group: 'labels',
      shape: 'label',
      label: 'VOID',
      name: 'VOID-etikett|VOID label|VOID-etikett|Etiqueta VOID|VOID-tarra|VOID-etiket',
      description:
        'Säkerhetsetikett som lämnar VOID-mönster när den tas bort.|Security label that leaves a VOID pattern when removed.|Sikkerhetsetikett som etterlater VOID-mønster når den fjernes.|Etiqueta de seguridad que deja un patrón VOID al retirarla.|Turvatarra, joka jättää VOID-kuvion irrotettaessa.|Sikkerhedsetiket, der efterlader VOID-mønster, når den fjernes.',
      detail:
        'Levereras på rulle med löpnummer och streckkod. Passar de flesta termotransferskrivare för egen utskrift.|Supplied on a roll with sequential number and barcode. Fits most thermal-transfer printers for your own printing.|Leveres på rull med løpenummer og strekkode. Passer de fleste termotransferskrivere for egen utskrift.|Se suministra en rollo con número correlativo y código de barras. Compatible con la mayoría de las impresoras de transferencia térmica.|Toimitetaan rullalla juoksevalla numerolla ja viivakoodilla. Sopii useimpiin lämpösiirtotulostimiin omaa tulostusta varten.|Leveres på rulle med løbenummer og stregkode. Passer til de fleste termotransferprintere til egen udskrift.',
      spec: [
        ['material', 'PET, 50 µm'],
        ['colour', V.red],
        ['numbering', V.sequential],
      ],
      sizes: [500, 1000, 5000],
      unitCents: 4,
      unitGrams: 1,
    },
    [
      { suffix: '35 × 70 mm', spec: [['size', '35 × 70 mm']], recommended: true },
      { suffix: '50 × 100 mm', spec: [['size', '50 × 100 mm']], unitCents: 6 },
    ],
  ),
  {
    key: 'destructlabel',
    group: 'labels',
    shape: 'label',
    label: 'SEAL',
    name: 'Förstörbar etikett|Destructible label|Ødeleggbar etikett|Etiqueta destructible|Hajoava turvatarra|Destruerbar etiket',
    description:
      'Etikett av sprött vinyl som går sönder i småbitar vid försök att ta bort den.|Label of brittle vinyl that breaks into small pieces if someone tries to remove it.|Etikett av sprø vinyl som går i småbiter ved forsøk på å fjerne den.|Etiqueta de vinilo quebradizo que se rompe en trozos pequeños si se intenta despegar.|Haurasta vinyyliä oleva tarra, joka hajoaa pieniksi paloiksi, jos sitä yritetään irrottaa.|Etiket af skør vinyl, der går i små stykker ved forsøg på at fjerne den.',
    detail:
      'Lämplig för garantiförsegling av elektronik, mätare och servicepaneler.|Suited to warranty sealing of electronics, meters and service panels.|Egnet for garantiforsegling av elektronikk, målere og servicepaneler.|Adecuada para el precintado de garantía de electrónica, contadores y paneles de servicio.|Sopii elektroniikan, mittareiden ja huoltopaneelien takuusinetöintiin.|Egnet til garantiforsegling af elektronik, målere og servicepaneler.',
    spec: [
      ['size', '20 × 40 mm'],
      [
        'material',
        'Destruktionsvinyl, 60 µm|Destructible vinyl, 60 µm|Destruksjonsvinyl, 60 µm|Vinilo destructible, 60 µm|Hajoava vinyyli, 60 µm|Destruktionsvinyl, 60 µm',
      ],
      ['colour', V.white],
    ],
    sizes: [1000, 5000],
    unitCents: 3,
    unitGrams: 0.5,
  },
  {
    key: 'barcodelabel',
    group: 'labels',
    shape: 'label',
    label: '0042',
    name: 'Numrerad streckkodsetikett|Numbered barcode label|Nummerert strekkodeetikett|Etiqueta numerada con código de barras|Numeroitu viivakooditarra|Nummereret stregkodeetiket',
    description:
      'Etikett med unikt nummer för spårning av påsar och lådor.|Label with a unique number for tracking bags and boxes.|Etikett med unikt nummer for sporing av poser og kasser.|Etiqueta con número único para el seguimiento de bolsas y cajas.|Tarra yksilöllisellä numerolla pussien ja laatikoiden seurantaan.|Etiket med unikt nummer til sporing af poser og kasser.',
    detail:
      'Varje etikett har två avrivbara kopior med samma nummer, en för följesedeln och en för kvittot.|Each label has two tear-off copies with the same number, one for the delivery note and one for the receipt.|Hver etikett har to avrivbare kopier med samme nummer, én for følgeseddelen og én for kvitteringen.|Cada etiqueta tiene dos copias desprendibles con el mismo número, una para el albarán y otra para el justificante.|Jokaisessa tarrassa on kaksi irrotettavaa kopiota samalla numerolla, toinen lähetteeseen ja toinen kuittiin.|Hver etiket har to afrivelige kopier med samme nummer, én til følgesedlen og én til kvitteringen.',
    spec: [
      ['size', '40 × 80 mm'],
      ['numbering', V.sequential],
      ['copies', '2'],
    ],
    sizes: [500, 1000, 5000],
    unitCents: 5,
    unitGrams: 1,
  },
];
