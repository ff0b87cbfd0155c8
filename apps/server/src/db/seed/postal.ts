type Entry = readonly [zip: string, city: string, streets: readonly string[]];

/** Swedish postcodes with their city and a few streets each, for the postcode lookup. */
const DIRECTORY: readonly Entry[] = [
  ['11122', 'Stockholm', ['Klara Norra kyrkogata', 'Mäster Samuelsgatan', 'Olof Palmes gata', 'Vasagatan']],
  ['41103', 'Göteborg', ['Östra Hamngatan', 'Nordstadstorget', 'Postgatan', 'Spannmålsgatan']],
  ['21120', 'Malmö', ['Carlsgatan', 'Hjälmarekajen', 'Norra Vallgatan', 'Skeppsbron']],
  ['11121', 'Stockholm', ['Drottninggatan', 'Vasagatan', 'Klarabergsgatan']],
  ['11129', 'Stockholm', ['Västerlånggatan', 'Stora Nygatan', 'Österlånggatan']],
  ['11359', 'Stockholm', ['Odengatan', 'Upplandsgatan']],
  ['11446', 'Stockholm', ['Karlavägen', 'Grev Turegatan', 'Sibyllegatan']],
  ['11825', 'Stockholm', ['Hornsgatan', 'Ringvägen', 'Brännkyrkagatan']],
  ['41104', 'Göteborg', ['Kungsgatan', 'Vallgatan', 'Södra Hamngatan']],
  ['41134', 'Göteborg', ['Vasagatan', 'Viktoriagatan']],
  ['41258', 'Göteborg', ['Aschebergsgatan', 'Gibraltargatan']],
  ['21122', 'Malmö', ['Södergatan', 'Stortorget', 'Adelgatan']],
  ['21143', 'Malmö', ['Regementsgatan', 'Fersens väg']],
  ['21420', 'Malmö', ['Amiralsgatan', 'Föreningsgatan']],
  ['75237', 'Uppsala', ['Dragarbrunnsgatan', 'Kungsgatan']],
  ['75320', 'Uppsala', ['Sysslomansgatan', 'Skolgatan', 'S:t Olofsgatan']],
];

const rows = (country: string, entries: readonly Entry[]) =>
  entries.flatMap(([zip, city, streets]) =>
    streets.map((street) => ({ country, zip_code: zip, city, street_name: street })),
  );

export const POSTAL_ROWS: readonly { country: string; zip_code: string; city: string; street_name: string }[] = [
  ...rows('SE', DIRECTORY),
];
