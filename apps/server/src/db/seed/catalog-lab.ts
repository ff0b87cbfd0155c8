import { LAB_CONTAINER_PRODUCTS } from './catalog-lab-containers.ts';
import { LAB_TRANSPORT_PRODUCTS } from './catalog-lab-transport.ts';
import { orderByGroups } from './catalog-nordic.ts';
import type { CampaignDef, CatalogDef, CategoryDef, GroupDef } from './types.ts';

const CATEGORIES: readonly CategoryDef[] = [
  {
    key: 'transport',
    name: 'Provtransport|Specimen transport|Prøvetransport|Transporte de muestras|Näytekuljetus|Prøvetransport',
    description:
      'Påsar och förpackningar för säker transport av diagnostiska prover enligt UN3373.|Bags and packaging for safe transport of diagnostic specimens under UN3373.|Poser og emballasje for sikker transport av diagnostiske prøver etter UN3373.|Bolsas y embalajes para el transporte seguro de muestras diagnósticas según UN3373.|Pussit ja pakkaukset diagnostisten näytteiden turvalliseen kuljetukseen UN3373:n mukaisesti.|Poser og emballage til sikker transport af diagnostiske prøver efter UN3373.',
  },
  {
    key: 'labels',
    name: 'Etiketter och förseglingar|Labels and seals|Etiketter og forseglinger|Etiquetas y precintos|Tarrat ja sinetit|Etiketter og forseglinger',
    description:
      'Manipuleringsindikerande etiketter, kryoetiketter och streckkoder.|Tamper-evident labels, cryo labels and barcodes.|Manipuleringsindikerende etiketter, kryoetiketter og strekkoder.|Etiquetas con evidencia de manipulación, etiquetas criogénicas y códigos de barras.|Peukaloinnin paljastavat tarrat, kryotarrat ja viivakoodit.|Manipulationsindikerende etiketter, kryoetiketter og stregkoder.',
  },
  {
    key: 'containers',
    name: 'Provkärl|Sample containers|Prøvebeholdere|Contenedores de muestras|Näyteastiat|Prøvebeholdere',
    description:
      'Rör, kryorör, burkar och skålar för provtagning och förvaring.|Tubes, cryovials, jars and dishes for sampling and storage.|Rør, kryorør, bokser og skåler for prøvetaking og lagring.|Tubos, criotubos, frascos y placas para la toma y conservación de muestras.|Putket, kryoputket, purkit ja maljat näytteenottoon ja säilytykseen.|Rør, kryorør, bøtter og skåle til prøvetagning og opbevaring.',
  },
  {
    key: 'absorbents',
    name: 'Absorbenter och skydd|Absorbents and protection|Absorbenter og beskyttelse|Absorbentes y protección|Imeytys ja suojaus|Absorbenter og beskyttelse',
    description:
      'Absorberande dynor, bänkskydd och spillkit.|Absorbent pads, bench protectors and spill kits.|Absorberende puter, benkebeskyttelse og sølsett.|Almohadillas absorbentes, protectores de mesa y kits para derrames.|Imeytystyynyt, työtasojen suojat ja vuotopakkaukset.|Absorberende puder, bordbeskyttelse og spildkit.',
  },
  {
    key: 'liquid',
    name: 'Pipettering|Pipetting|Pipettering|Pipeteo|Pipetointi|Pipettering',
    description:
      'Pipettspetsar, filterspetsar och serologiska pipetter.|Pipette tips, filter tips and serological pipettes.|Pipettespisser, filterspisser og serologiske pipetter.|Puntas de pipeta, puntas con filtro y pipetas serológicas.|Pipetin kärjet, suodatinkärjet ja serologiset pipetit.|Pipettespidser, filterspidser og serologiske pipetter.',
  },
];

const g = (key: string, category: string, name: string, description: string): GroupDef => ({
  key,
  category,
  name,
  description,
});

const GROUPS: readonly GroupDef[] = [
  g(
    'specbags',
    'transport',
    'Provpåsar 95 kPa|Specimen bags 95 kPa|Prøveposer 95 kPa|Bolsas para muestras 95 kPa|Näytepussit 95 kPa|Prøveposer 95 kPa',
    'Läcktäta sekundärpåsar för flyg- och vägtransport.|Leak-proof secondary bags for air and road transport.|Lekkasjesikre sekundærposer for fly- og veitransport.|Bolsas secundarias estancas para transporte aéreo y por carretera.|Vuotamattomat toisiopussit lento- ja maantiekuljetuksiin.|Lækagesikre sekundærposer til fly- og vejtransport.',
  ),
  g(
    'biobags',
    'transport',
    'Biohazard-påsar|Biohazard bags|Biohazard-poser|Bolsas de riesgo biológico|Biovaarapussit|Biohazard-poser',
    'Påsar med biorisksymbol och dokumentficka.|Bags with biohazard symbol and document pocket.|Poser med biorisikosymbol og dokumentlomme.|Bolsas con símbolo de riesgo biológico y bolsillo para documentos.|Pussit biovaaramerkillä ja asiakirjataskulla.|Poser med biorisikosymbol og dokumentlomme.',
  ),
  g(
    'boxes',
    'transport',
    'Transportlådor|Transport boxes|Transportkasser|Cajas de transporte|Kuljetuslaatikot|Transportkasser',
    'Ytterförpackningar, isolerade lådor och sekundärkärl.|Outer packaging, insulated shippers and secondary containers.|Ytteremballasje, isolerte kasser og sekundærbeholdere.|Embalajes exteriores, cajas isotérmicas y contenedores secundarios.|Ulkopakkaukset, eristetyt laatikot ja toisioastiat.|Yderemballage, isolerede kasser og sekundærbeholdere.',
  ),
  g(
    'sampling',
    'transport',
    'Provtagningspåsar|Sampling bags|Prøvetakingsposer|Bolsas de muestreo|Näytteenottopussit|Prøvetagningsposer',
    'Sterila påsar för vatten-, livsmedels- och miljöprover.|Sterile bags for water, food and environmental samples.|Sterile poser for vann-, nærings- og miljøprøver.|Bolsas estériles para muestras de agua, alimentos y medio ambiente.|Steriilit pussit vesi-, elintarvike- ja ympäristönäytteille.|Sterile poser til vand-, fødevare- og miljøprøver.',
  ),
  g(
    'tamper',
    'labels',
    'Manipuleringsindikerande etiketter|Tamper-evident labels|Manipuleringsindikerende etiketter|Etiquetas con evidencia de manipulación|Peukaloinnin paljastavat tarrat|Manipulationsindikerende etiketter',
    'Förseglingsetiketter för provlådor och kylväskor.|Seal labels for specimen boxes and cool bags.|Forseglingsetiketter for prøvekasser og kjølebager.|Etiquetas precinto para cajas de muestras y neveras.|Sinetöintitarrat näytelaatikoihin ja kylmälaukkuihin.|Forseglingsetiketter til prøvekasser og køletasker.',
  ),
  g(
    'cryolabels',
    'labels',
    'Kryo- och streckkodsetiketter|Cryo and barcode labels|Kryo- og strekkodeetiketter|Etiquetas criogénicas y de código de barras|Kryo- ja viivakooditarrat|Kryo- og stregkodeetiketter',
    'Etiketter som tål frys, kväve och autoklav.|Labels that withstand freezers, nitrogen and autoclaves.|Etiketter som tåler fryser, nitrogen og autoklav.|Etiquetas resistentes a congeladores, nitrógeno y autoclave.|Tarrat, jotka kestävät pakastimen, typen ja autoklaavin.|Etiketter, der tåler fryser, nitrogen og autoklave.',
  ),
  g(
    'tubes',
    'containers',
    'Rör|Tubes|Rør|Tubos|Putket|Rør',
    'Centrifugrör och mikrorör.|Centrifuge tubes and microtubes.|Sentrifugerør og mikrorør.|Tubos de centrífuga y microtubos.|Sentrifugiputket ja mikroputket.|Centrifugerør og mikrorør.',
  ),
  g(
    'cryovials',
    'containers',
    'Kryorör|Cryovials|Kryorør|Criotubos|Kryoputket|Kryorør',
    'Rör för långtidsförvaring i frys och kväve.|Vials for long-term storage in freezers and nitrogen.|Rør for langtidslagring i fryser og nitrogen.|Tubos para almacenamiento prolongado en congelador y nitrógeno.|Putket pitkäaikaiseen säilytykseen pakastimessa ja typessä.|Rør til langtidsopbevaring i fryser og nitrogen.',
  ),
  g(
    'cups',
    'containers',
    'Burkar och skålar|Jars and dishes|Bokser og skåler|Frascos y placas|Purkit ja maljat|Bøtter og skåle',
    'Urinburkar, provburkar och petriskålar.|Urine containers, specimen jars and Petri dishes.|Urinbeholdere, prøvebokser og petriskåler.|Contenedores de orina, frascos para muestras y placas de Petri.|Virtsapurkit, näytepurkit ja petrimaljat.|Urinbeholdere, prøvebøtter og petriskåle.',
  ),
  g(
    'pads',
    'absorbents',
    'Absorberande dynor|Absorbent pads|Absorberende puter|Almohadillas absorbentes|Imeytystyynyt|Absorberende puder',
    'Dynor för trippelförpackning enligt P650.|Pads for triple packaging under P650.|Puter for trippelemballasje etter P650.|Almohadillas para triple embalaje según P650.|Tyynyt kolmoispakkaukseen P650:n mukaan.|Puder til tredobbelt emballage efter P650.',
  ),
  g(
    'bench',
    'absorbents',
    'Bänkskydd och spill|Bench protection and spills|Benkebeskyttelse og søl|Protección de mesa y derrames|Työtasojen suojaus ja vuodot|Bordbeskyttelse og spild',
    'Skydd för arbetsytan och kit för biologiskt spill.|Work surface protection and kits for biological spills.|Beskyttelse av arbeidsflaten og sett for biologisk søl.|Protección de la superficie de trabajo y kits para derrames biológicos.|Työtason suojaus ja pakkaukset biologisiin vuotoihin.|Beskyttelse af arbejdsfladen og kit til biologisk spild.',
  ),
  g(
    'tips',
    'liquid',
    'Pipettspetsar|Pipette tips|Pipettespisser|Puntas de pipeta|Pipetin kärjet|Pipettespidser',
    'Universella spetsar i lösvikt.|Universal tips in bulk.|Universelle spisser i løs vekt.|Puntas universales a granel.|Yleiskärjet irtopakkauksessa.|Universelle spidser i løs vægt.',
  ),
  g(
    'filtertips',
    'liquid',
    'Filterspetsar|Filter tips|Filterspisser|Puntas con filtro|Suodatinkärjet|Filterspidser',
    'Sterila filterspetsar i rack.|Sterile filter tips in racks.|Sterile filterspisser i stativ.|Puntas con filtro estériles en gradillas.|Steriilit suodatinkärjet telineissä.|Sterile filterspidser i stativ.',
  ),
  g(
    'serological',
    'liquid',
    'Serologiska pipetter|Serological pipettes|Serologiske pipetter|Pipetas serológicas|Serologiset pipetit|Serologiske pipetter',
    'Sterila engångspipetter från 2 till 25 ml.|Sterile disposable pipettes from 2 to 25 ml.|Sterile engangspipetter fra 2 til 25 ml.|Pipetas estériles desechables de 2 a 25 ml.|Steriilit kertakäyttöpipetit 2–25 ml.|Sterile engangspipetter fra 2 til 25 ml.',
  ),
];

const CAMPAIGNS: readonly CampaignDef[] = [
  {
    name: 'Komplett UN3373-förpackning|Complete UN3373 packaging|Komplett UN3373-emballasje|Embalaje UN3373 completo|Täydellinen UN3373-pakkaus|Komplet UN3373-emballage',
    description:
      'Provpåse, absorberande dyna och yttre låda som passar ihop.|Specimen bag, absorbent pad and outer box that fit together.|Prøvepose, absorberende pute og ytterkasse som passer sammen.|Bolsa para muestras, almohadilla absorbente y caja exterior que encajan entre sí.|Näytepussi, imeytystyyny ja ulkolaatikko, jotka sopivat yhteen.|Prøvepose, absorberende pude og yderkasse, der passer sammen.',
    products: ['specbag-1', 'abspad-1', 'un3373box-1', 'specseal'],
  },
  {
    name: 'Pipettering till rätt pris|Pipetting at the right price|Pipettering til riktig pris|Pipeteo al precio justo|Pipetointi oikeaan hintaan|Pipettering til den rigtige pris',
    description:
      'Spetsar och pipetter för det dagliga arbetet.|Tips and pipettes for daily work.|Spisser og pipetter for det daglige arbeidet.|Puntas y pipetas para el trabajo diario.|Kärjet ja pipetit päivittäiseen työhön.|Spidser og pipetter til det daglige arbejde.',
    products: ['tip-2', 'filtertip-2', 'seropip-3'],
  },
  {
    name: 'Kylkedjan säkrad|Cold chain secured|Kjølekjeden sikret|Cadena de frío asegurada|Kylmäketju varmistettu|Kølekæden sikret',
    description:
      'Kryorör, kryoetiketter och isolerade lådor.|Cryovials, cryo labels and insulated shippers.|Kryorør, kryoetiketter og isolerte kasser.|Criotubos, etiquetas criogénicas y cajas isotérmicas.|Kryoputket, kryotarrat ja eristetyt laatikot.|Kryorør, kryoetiketter og isolerede kasser.',
    products: ['cryovial-1', 'cryolabel-1', 'insulated', 'cryovial-2'],
  },
  {
    name: 'Spårbara prover|Traceable specimens|Sporbare prøver|Muestras trazables|Jäljitettävät näytteet|Sporbare prøver',
    description:
      'Numrerade förseglingar och streckkoder från provtagning till analys.|Numbered seals and barcodes from collection to analysis.|Nummererte forseglinger og strekkoder fra prøvetaking til analyse.|Precintos numerados y códigos de barras desde la toma hasta el análisis.|Numeroidut sinetit ja viivakoodit näytteenotosta analyysiin.|Nummererede forseglinger og stregkoder fra prøvetagning til analyse.',
    products: ['numseal', 'barcodetube', 'specbag-2', 'biobag-1'],
  },
];

/** The laboratory consumables shop. */
export const LAB_CATALOG: CatalogDef = {
  categories: CATEGORIES,
  groups: GROUPS,
  products: orderByGroups(GROUPS, [...LAB_TRANSPORT_PRODUCTS, ...LAB_CONTAINER_PRODUCTS]),
  campaigns: CAMPAIGNS,
  serviceGroup: 'bench',
};
