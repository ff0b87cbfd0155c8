/** Swedish postcodes with their city and a few streets each, for the postcode lookup. */
const DIRECTORY: readonly (readonly [zip: string, city: string, streets: readonly string[]])[] = [
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

export const POSTAL_ROWS: readonly { country: string; zip_code: string; city: string; street_name: string }[] =
  DIRECTORY.flatMap(([zip, city, streets]) =>
    streets.map((street) => ({ country: 'SE', zip_code: zip, city, street_name: street })),
  );
