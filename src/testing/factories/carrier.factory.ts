// Carrier data for tests: the address and account of a Bern insurer. CH23 0079 0016 2523 3479 0 has valid check
// digits and a bank IID (00790), not a QR-IID, so payment files and IBAN checks accept it. Tests add name, paying
// unit and contact of their own.
export const BERN_CARRIER_ACCOUNT = {
  streetName: 'Bahnhofplatz',
  buildingNumber: '1',
  postCode: '3011',
  townName: 'Bern',
  country: 'CH',
  iban: 'CH2300790016252334790',
} as const;
