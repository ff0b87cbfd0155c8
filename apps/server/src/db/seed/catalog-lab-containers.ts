import { V } from './text.ts';
import { type ProductDef, variants } from './types.ts';

/** Sample containers, absorbents and pipetting supplies of the laboratory shop. */
export const LAB_CONTAINER_PRODUCTS: readonly ProductDef[] = [
  ...variants(
    {
      key: 'centrifuge',
      group: 'tubes',
      shape: 'tube',
      label: '15 ml',
      name: 'Centrifugrör|Centrifuge tube|Sentrifugerør|Tubo de centrífuga|Sentrifugiputki|Centrifugerør',
      description:
        'Koniskt rör med skruvkork och graderad skala.|Conical tube with screw cap and graduated scale.|Konisk rør med skrukork og gradert skala.|Tubo cónico con tapón de rosca y escala graduada.|Kartiomainen putki kierrekorkilla ja mitta-asteikolla.|Konisk rør med skruelåg og gradueret skala.',
      detail:
        'Klarar 12 000 × g. Skrivfält och tryckt gradering gör det lätt att märka och läsa av.|Rated to 12,000 × g. Writing area and printed graduations make it easy to label and read.|Tåler 12 000 × g. Skrivefelt og trykt gradering gjør det enkelt å merke og lese av.|Soporta 12.000 × g. La zona de escritura y la graduación impresa facilitan el marcado y la lectura.|Kestää 12 000 × g. Kirjoituskenttä ja painettu asteikko helpottavat merkitsemistä ja lukemista.|Tåler 12.000 × g. Skrivefelt og trykt gradering gør det let at mærke og aflæse.',
      spec: [
        ['material', 'PP'],
        ['sterile', V.sterileYes],
      ],
      sizes: [50, 500, 1000],
      unitCents: 9,
      unitGrams: 7,
    },
    [
      { suffix: '15 ml', label: '15 ml', spec: [['volume', '15 ml']], recommended: true },
      { suffix: '50 ml', label: '50 ml', spec: [['volume', '50 ml']], sizes: [25, 500], unitCents: 14, unitGrams: 13 },
    ],
  ),
  ...variants(
    {
      key: 'microtube',
      group: 'tubes',
      shape: 'tube',
      label: '1.5 ml',
      name: 'Mikrorör med snäpplock|Microtube with snap cap|Mikrorør med klikklokk|Microtubo con tapón a presión|Mikroputki napsukannella|Mikrorør med kliklåg',
      description:
        'Mikrorör med tätt snäpplock och matt skrivyta.|Microtube with tight snap cap and frosted writing surface.|Mikrorør med tett klikklokk og matt skriveflate.|Microtubo con tapón a presión hermético y superficie esmerilada para escribir.|Mikroputki tiiviillä napsukannella ja mattapintaisella kirjoitusalueella.|Mikrorør med tæt kliklåg og mat skriveflade.',
      detail:
        'Fri från DNas, RNas och pyrogener. Locket är säkrat mot att öppnas vid kokning.|Free from DNase, RNase and pyrogens. The cap is secured against opening during boiling.|Fri for DNase, RNase og pyrogener. Lokket er sikret mot å åpnes ved koking.|Libre de DNasa, RNasa y pirógenos. El tapón está asegurado para que no se abra al hervir.|DNaasi-, RNaasi- ja pyrogeenivapaa. Kansi on varmistettu aukeamista vastaan keitettäessä.|Fri for DNase, RNase og pyrogener. Låget er sikret mod at åbne sig ved kogning.',
      spec: [
        ['material', 'PP'],
        ['sterile', V.sterileNo],
      ],
      sizes: [500, 1000, 5000],
      unitCents: 2,
      unitGrams: 1,
    },
    [
      { suffix: '1,5 ml|1.5 ml|1,5 ml|1,5 ml|1,5 ml|1,5 ml', label: '1.5 ml', spec: [['volume', '1.5 ml']] },
      { suffix: '2,0 ml|2.0 ml|2,0 ml|2,0 ml|2,0 ml|2,0 ml', label: '2.0 ml', spec: [['volume', '2.0 ml']] },
    ],
  ),
  ...variants(
    {
      key: 'cryovial',
      group: 'cryovials',
      shape: 'tube',
      label: 'CRYO',
      name: 'Kryorör med utvändig gänga|Cryovial with external thread|Kryorør med utvendig gjenge|Criovial con rosca externa|Kryoputki ulkokierteellä|Kryorør med udvendigt gevind',
      description:
        'Kryorör för förvaring i gasfas av flytande kväve.|Cryovial for storage in the vapour phase of liquid nitrogen.|Kryorør for lagring i gassfasen av flytende nitrogen.|Criovial para almacenamiento en fase vapor de nitrógeno líquido.|Kryoputki säilytykseen nestetypen kaasufaasissa.|Kryorør til opbevaring i gasfasen af flydende nitrogen.',
      detail:
        'Silikontätning i locket och självstående botten. Färgkodade lockinsatser finns som tillbehör.|Silicone seal in the cap and a self-standing base. Colour-coded cap inserts are available as accessories.|Silikonpakning i lokket og selvstående bunn. Fargekodede lokkinnsatser finnes som tilbehør.|Junta de silicona en el tapón y base autoestable. Hay insertos de colores para el tapón como accesorio.|Silikonitiiviste kannessa ja itsestään seisova pohja. Värikoodatut kansi-insertit saatavana lisävarusteena.|Silikonepakning i låget og selvstående bund. Farvekodede lågindsatser fås som tilbehør.',
      spec: [
        ['temperature', '-196 … +121 °C'],
        ['sterile', V.sterileYes],
      ],
      sizes: [100, 500, 1000],
      unitCents: 18,
      unitGrams: 3,
    },
    [
      { suffix: '1,2 ml|1.2 ml|1,2 ml|1,2 ml|1,2 ml|1,2 ml', spec: [['volume', '1.2 ml']], unitCents: 17 },
      { suffix: '2,0 ml|2.0 ml|2,0 ml|2,0 ml|2,0 ml|2,0 ml', spec: [['volume', '2.0 ml']], unitCents: 19 },
    ],
  ),
  {
    key: 'urinecup',
    group: 'cups',
    shape: 'cup',
    label: '100 ml',
    name: 'Urinburk 100 ml|Urine container 100 ml|Urinbeholder 100 ml|Contenedor de orina 100 ml|Virtsapurkki 100 ml|Urinbeholder 100 ml',
    description:
      'Steril burk med skruvlock och etikett.|Sterile container with screw lid and label.|Steril beholder med skrulokk og etikett.|Contenedor estéril con tapa de rosca y etiqueta.|Steriili purkki kierrekannella ja tarralla.|Steril beholder med skruelåg og etiket.',
    detail:
      'Läcktätt lock med integrerad överföringskanal för vakuumrör.|Leak-proof lid with integrated transfer port for vacuum tubes.|Lekkasjesikkert lokk med integrert overføringskanal for vakuumrør.|Tapa estanca con puerto de transferencia integrado para tubos de vacío.|Vuotamaton kansi, jossa integroitu siirtokanava tyhjiöputkille.|Lækagesikkert låg med integreret overførselskanal til vakuumrør.',
    spec: [
      ['volume', '100 ml'],
      ['material', 'PP'],
      ['sterile', V.sterileYes],
    ],
    sizes: [100, 500],
    unitCents: 22,
    unitGrams: 14,
    recommended: true,
  },
  ...variants(
    {
      key: 'specjar',
      group: 'cups',
      shape: 'cup',
      label: 'HISTO',
      name: 'Provburk|Specimen jar|Prøveboks|Frasco para muestras|Näytepurkki|Prøvebøtte',
      description:
        'Vidhalsad burk för vävnads- och histologiprover.|Wide-mouth jar for tissue and histology specimens.|Vidhalset boks for vevs- og histologiprøver.|Frasco de boca ancha para muestras de tejido e histología.|Leveäsuinen purkki kudos- ja histologianäytteille.|Bredhalset bøtte til vævs- og histologiprøver.',
      detail:
        'Tål formalin och är läcktät i liggande läge. Graderad för exakt fyllnadsvolym.|Resistant to formalin and leak-proof when lying down. Graduated for an exact fill volume.|Tåler formalin og er lekkasjesikker i liggende stilling. Gradert for nøyaktig fyllvolum.|Resistente a la formalina y estanco en posición horizontal. Graduado para un volumen de llenado exacto.|Kestää formaliinia ja on vuotamaton vaaka-asennossa. Asteikko tarkkaa täyttötilavuutta varten.|Tåler formalin og er lækagesikker i liggende stilling. Gradueret til nøjagtigt fyldvolumen.',
      spec: [['material', 'PP/HDPE']],
      sizes: [100, 500],
      unitCents: 20,
      unitGrams: 10,
    },
    [
      { suffix: '60 ml', label: '60 ml', spec: [['volume', '60 ml']] },
      { suffix: '250 ml', label: '250 ml', spec: [['volume', '250 ml']], unitCents: 38, unitGrams: 28 },
    ],
  ),
  {
    key: 'stoolcont',
    group: 'cups',
    shape: 'cup',
    label: '30 ml',
    name: 'Feceskärl med sked|Faeces container with spoon|Avføringsbeholder med skje|Contenedor de heces con cucharilla|Ulostenäyteastia lusikalla|Afføringsbeholder med ske',
    description:
      'Provkärl med sked integrerad i locket.|Specimen container with a spoon built into the lid.|Prøvebeholder med skje integrert i lokket.|Contenedor con cucharilla integrada en la tapa.|Näyteastia, jonka kanteen on integroitu lusikka.|Prøvebeholder med ske integreret i låget.',
    detail:
      'Skeden tar en standardiserad provmängd. Etikett med fält för patientuppgifter.|The spoon takes a standardised sample amount. Label with fields for patient details.|Skjeen tar en standardisert prøvemengde. Etikett med felt for pasientopplysninger.|La cucharilla toma una cantidad de muestra normalizada. Etiqueta con campos para los datos del paciente.|Lusikka ottaa vakioidun näytemäärän. Tarrassa kentät potilastiedoille.|Skeen tager en standardiseret prøvemængde. Etiket med felter til patientoplysninger.',
    spec: [
      ['volume', '30 ml'],
      ['material', 'PP'],
    ],
    sizes: [100, 500],
    unitCents: 16,
    unitGrams: 9,
  },
  {
    key: 'petri',
    group: 'cups',
    shape: 'cup',
    label: 'Ø 90',
    name: 'Petriskål|Petri dish|Petriskål|Placa de Petri|Petrimalja|Petriskål',
    description:
      'Steril petriskål med ventilationsnockar, 90 mm.|Sterile Petri dish with vents, 90 mm.|Steril petriskål med ventilasjonsknaster, 90 mm.|Placa de Petri estéril con ventilación, 90 mm.|Steriili petrimalja tuuletusnokilla, 90 mm.|Steril petriskål med ventilationsknopper, 90 mm.',
    detail:
      'Kristallklar polystyren för tydlig avläsning av kolonier. Staplingsbar.|Crystal-clear polystyrene for easy reading of colonies. Stackable.|Krystallklar polystyren for tydelig avlesning av kolonier. Stablebar.|Poliestireno transparente para una lectura clara de las colonias. Apilable.|Kirkasta polystyreeniä pesäkkeiden selkeään lukemiseen. Pinottava.|Krystalklar polystyren til tydelig aflæsning af kolonier. Stabelbar.',
    spec: [
      ['size', 'Ø 90 mm'],
      ['material', 'PS'],
      ['sterile', V.sterileYes],
    ],
    sizes: [20, 500],
    unitCents: 8,
    unitGrams: 17,
  },
  ...variants(
    {
      key: 'abspad',
      group: 'pads',
      shape: 'pad',
      label: 'P650',
      name: 'Absorberande dyna|Absorbent pad|Absorberende pute|Almohadilla absorbente|Imeytystyyny|Absorberende pude',
      description:
        'Dyna som suger upp hela provvolymen vid läckage.|Pad that absorbs the entire specimen volume in case of leakage.|Pute som suger opp hele prøvevolumet ved lekkasje.|Almohadilla que absorbe todo el volumen de la muestra en caso de fuga.|Tyyny, joka imee koko näytetilavuuden vuototilanteessa.|Pude, der opsuger hele prøvevolumen ved lækage.',
      detail:
        'Superabsorbent som binder vätskan till gel. Krävs mellan primär- och sekundärförpackning enligt P650.|Superabsorbent that turns liquid into gel. Required between primary and secondary packaging under P650.|Superabsorbent som binder væsken til gel. Kreves mellom primær- og sekundæremballasje etter P650.|Superabsorbente que convierte el líquido en gel. Obligatorio entre el embalaje primario y el secundario según P650.|Superabsorbentti, joka sitoo nesteen geeliksi. Vaaditaan ensiö- ja toisiopakkauksen väliin P650:n mukaan.|Superabsorbent, der binder væsken til gel. Kræves mellem primær- og sekundæremballage efter P650.',
      spec: [['standard', 'P650']],
      sizes: [100, 500, 1000],
      unitCents: 6,
      unitGrams: 3,
    },
    [
      {
        suffix: 'för 2 rör|for 2 tubes|for 2 rør|para 2 tubos|2 putkelle|til 2 rør',
        spec: [['capacity', '20 ml']],
        recommended: true,
      },
      {
        suffix: 'för 10 rör|for 10 tubes|for 10 rør|para 10 tubos|10 putkelle|til 10 rør',
        spec: [['capacity', '100 ml']],
        unitCents: 12,
        unitGrams: 6,
      },
      {
        suffix: 'för 50 rör|for 50 tubes|for 50 rør|para 50 tubos|50 putkelle|til 50 rør',
        spec: [['capacity', '500 ml']],
        sizes: [50, 250],
        unitCents: 35,
        unitGrams: 20,
      },
    ],
  ),
  {
    key: 'benchliner',
    group: 'bench',
    shape: 'roll',
    label: 'PE',
    name: 'Bänkskydd|Bench protector|Benkebeskyttelse|Protector de mesa|Työtason suojapaperi|Bordbeskyttelse',
    description:
      'Absorberande papper med vätsketät PE-baksida.|Absorbent paper with a liquid-proof PE backing.|Absorberende papir med væsketett PE-bakside.|Papel absorbente con reverso de PE impermeable.|Imukykyinen paperi nestetiiviillä PE-taustalla.|Absorberende papir med væsketæt PE-bagside.',
    detail:
      'Skyddar arbetsytan vid pipettering och provhantering. Rivs av efter behov.|Protects the work surface during pipetting and specimen handling. Tear off as needed.|Beskytter arbeidsflaten ved pipettering og prøvehåndtering. Rives av etter behov.|Protege la superficie de trabajo durante el pipeteo y la manipulación de muestras. Se corta según necesidad.|Suojaa työtasoa pipetoinnin ja näytteiden käsittelyn aikana. Revitään tarpeen mukaan.|Beskytter arbejdsfladen ved pipettering og prøvehåndtering. Rives af efter behov.',
    spec: [['size', '500 mm × 50 m']],
    sizes: [1, 4],
    unitCents: 2850,
    unitGrams: 2400,
    unit: 'rolls',
  },
  {
    key: 'spillkit',
    group: 'bench',
    shape: 'box',
    label: 'SPILL',
    name: 'Spillkit för biologiskt spill|Biological spill kit|Sølsett for biologisk søl|Kit para derrames biológicos|Biologisen vuodon torjuntapakkaus|Spildkit til biologisk spild',
    description:
      'Komplett kit för att ta hand om spill av blod och kroppsvätskor.|Complete kit for dealing with spills of blood and body fluids.|Komplett sett for å håndtere søl av blod og kroppsvæsker.|Kit completo para tratar derrames de sangre y fluidos corporales.|Täydellinen pakkaus veren ja kehon nesteiden vuotojen käsittelyyn.|Komplet kit til håndtering af spild af blod og kropsvæsker.',
    detail:
      'Innehåller absorberande granulat, skrapa, handskar, desinfektionsmedel och avfallspåse.|Contains absorbent granules, scraper, gloves, disinfectant and a waste bag.|Inneholder absorberende granulat, skrape, hansker, desinfeksjonsmiddel og avfallspose.|Contiene gránulos absorbentes, rasqueta, guantes, desinfectante y bolsa de residuos.|Sisältää imeytysrakeita, kaapimen, käsineet, desinfiointiaineen ja jätepussin.|Indeholder absorberende granulat, skraber, handsker, desinfektionsmiddel og affaldspose.',
    spec: [['capacity', '1 l']],
    sizes: [1, 5],
    unitCents: 1890,
    unitGrams: 850,
  },
  ...variants(
    {
      key: 'tip',
      group: 'tips',
      shape: 'tips',
      label: '200 µl',
      name: 'Pipettspets|Pipette tip|Pipettespiss|Punta de pipeta|Pipetin kärki|Pipettespids',
      description:
        'Universell pipettspets i lösvikt.|Universal pipette tip, bulk packed.|Universell pipettespiss i løs vekt.|Punta de pipeta universal a granel.|Yleispipetin kärki irtopakkauksessa.|Universel pipettespids i løs vægt.',
      detail:
        'Passar de vanligaste pipetterna. Låg vätskeretention tack vare den släta insidan.|Fits the most common pipettes. Low liquid retention thanks to the smooth inner surface.|Passer de vanligste pipettene. Lav væskeretensjon takket være den glatte innsiden.|Compatible con las pipetas más comunes. Baja retención de líquido gracias a su superficie interior lisa.|Sopii yleisimpiin pipetteihin. Sileä sisäpinta pitää nesteen retention pienenä.|Passer til de mest almindelige pipetter. Lav væskeretention takket være den glatte inderside.',
      spec: [
        ['material', 'PP'],
        ['sterile', V.sterileNo],
      ],
      sizes: [1000, 5000, 10000],
      unitCents: 0.7,
      unitGrams: 0.3,
    },
    [
      { suffix: '10 µl', label: '10 µl', spec: [['volume', '0.5–10 µl']], unitCents: 0.6, unitGrams: 0.2 },
      { suffix: '200 µl', label: '200 µl', spec: [['volume', '2–200 µl']], recommended: true },
      { suffix: '1000 µl', label: '1000 µl', spec: [['volume', '100–1000 µl']], unitCents: 1, unitGrams: 0.6 },
    ],
  ),
  ...variants(
    {
      key: 'filtertip',
      group: 'filtertips',
      shape: 'tips',
      label: 'FILTER',
      name: 'Filterspets|Filter tip|Filterspiss|Punta con filtro|Suodatinkärki|Filterspids',
      description:
        'Steril filterspets i rack om 96.|Sterile filter tip in racks of 96.|Steril filterspiss i stativ med 96.|Punta con filtro estéril en gradillas de 96.|Steriili suodatinkärki 96 kärjen telineessä.|Steril filterspids i stativ med 96.',
      detail:
        'Filtret stoppar aerosoler och skyddar pipetten mot kontaminering. Certifierad fri från DNas, RNas och humant DNA.|The filter stops aerosols and protects the pipette from contamination. Certified free from DNase, RNase and human DNA.|Filteret stopper aerosoler og beskytter pipetten mot kontaminering. Sertifisert fri for DNase, RNase og humant DNA.|El filtro detiene los aerosoles y protege la pipeta de la contaminación. Certificada libre de DNasa, RNasa y ADN humano.|Suodatin pysäyttää aerosolit ja suojaa pipettiä kontaminaatiolta. Sertifioitu DNaasi-, RNaasi- ja ihmis-DNA-vapaaksi.|Filteret stopper aerosoler og beskytter pipetten mod kontaminering. Certificeret fri for DNase, RNase og humant DNA.',
      spec: [
        ['material', 'PP'],
        ['sterile', V.sterileYes],
      ],
      sizes: [960, 4800, 9600],
      unitCents: 4,
      unitGrams: 0.8,
    },
    [
      { suffix: '10 µl', label: '10 µl', spec: [['volume', '0.5–10 µl']] },
      { suffix: '200 µl', label: '200 µl', spec: [['volume', '2–200 µl']] },
      { suffix: '1000 µl', label: '1000 µl', spec: [['volume', '100–1000 µl']], unitCents: 5, unitGrams: 1.2 },
    ],
  ),
  ...variants(
    {
      key: 'seropip',
      group: 'serological',
      shape: 'pipette',
      label: '10 ml',
      name: 'Serologisk pipett|Serological pipette|Serologisk pipette|Pipeta serológica|Serologinen pipetti|Serologisk pipette',
      description:
        'Individuellt förpackad steril pipett med färgkod.|Individually wrapped sterile pipette with colour code.|Individuelt pakket steril pipette med fargekode.|Pipeta estéril envasada individualmente con código de color.|Yksittäispakattu steriili pipetti värikoodilla.|Individuelt pakket steril pipette med farvekode.',
      detail:
        'Negativ gradering ger extra volym vid behov. Passar alla vanliga pipettpumpar.|Negative graduations give extra volume when needed. Fits all common pipette controllers.|Negativ gradering gir ekstra volum ved behov. Passer alle vanlige pipettepumper.|La graduación negativa permite volumen adicional si es necesario. Compatible con todos los pipeteadores habituales.|Negatiivinen asteikko antaa tarvittaessa lisätilavuutta. Sopii kaikkiin tavallisiin pipettipumppuihin.|Negativ gradering giver ekstra volumen efter behov. Passer til alle almindelige pipettepumper.',
      spec: [
        ['material', 'PS'],
        ['sterile', V.sterileYes],
      ],
      sizes: [50, 200, 1000],
      unitCents: 15,
      unitGrams: 9,
    },
    [
      { suffix: '2 ml', label: '2 ml', spec: [['volume', '2 ml']], unitCents: 11, unitGrams: 5 },
      { suffix: '5 ml', label: '5 ml', spec: [['volume', '5 ml']], unitCents: 12, unitGrams: 6 },
      { suffix: '10 ml', label: '10 ml', spec: [['volume', '10 ml']] },
      { suffix: '25 ml', label: '25 ml', spec: [['volume', '25 ml']], unitCents: 28, unitGrams: 16 },
    ],
  ),
];
