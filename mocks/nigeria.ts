// Realistic (invented) Nigerian names, places and institutions for the sample data.
import names from './nigerian-names.json';

/** Given names and surnames common across Nigeria's regions (the lists are data: ./nigerian-names.json). */
export const MALE_FIRST_NAMES: readonly string[] = names.maleFirstNames;
export const FEMALE_FIRST_NAMES: readonly string[] = names.femaleFirstNames;
export const SURNAMES: readonly string[] = names.surnames;

export interface StateInfo {
  state: string;
  city: string;
  /** First three digits of the state's six-digit postcodes. */
  postcodePrefix: string;
  streets: readonly string[];
}

export const STATES: readonly StateInfo[] = [
  { state: 'Lagos', city: 'Ikeja', postcodePrefix: '100', streets: ['Allen Avenue', 'Awolowo Road', 'Adeola Odeku Street', 'Herbert Macaulay Way', 'Ikorodu Road', 'Admiralty Way', 'Opebi Road', 'Toyin Street'] },
  { state: 'Rivers', city: 'Port Harcourt', postcodePrefix: '500', streets: ['Aba Road', 'Olu Obasanjo Road', 'Trans-Amadi Road', 'Rumuola Road', 'Ikwerre Road', 'Azikiwe Road', 'Stadium Road'] },
  { state: 'FCT', city: 'Abuja', postcodePrefix: '900', streets: ['Aminu Kano Crescent', 'Ahmadu Bello Way', 'Gimbiya Street', 'Adetokunbo Ademola Crescent', 'Herbert Macaulay Way'] },
  { state: 'Oyo', city: 'Ibadan', postcodePrefix: '200', streets: ['Ring Road', 'Bodija Road', 'Iwo Road', 'Oyo Road', 'Agodi Gate Road'] },
  { state: 'Kano', city: 'Kano', postcodePrefix: '700', streets: ['Zoo Road', 'Murtala Mohammed Way', 'Bello Road', 'Ahmadu Bello Way'] },
  { state: 'Enugu', city: 'Enugu', postcodePrefix: '400', streets: ['Ogui Road', 'Okpara Avenue', 'Zik Avenue', 'Chime Avenue'] },
  { state: 'Kaduna', city: 'Kaduna', postcodePrefix: '800', streets: ['Constitution Road', 'Ali Akilu Road', 'Independence Way'] },
  { state: 'Anambra', city: 'Awka', postcodePrefix: '420', streets: ['Zik Avenue', 'Arthur Eze Avenue', 'Nnamdi Azikiwe Avenue'] },
  { state: 'Delta', city: 'Asaba', postcodePrefix: '320', streets: ['Nnebisi Road', 'Okpanam Road', 'Summit Road'] },
  { state: 'Edo', city: 'Benin City', postcodePrefix: '300', streets: ['Sapele Road', 'Akpakpava Road', 'Airport Road', 'Mission Road'] },
  { state: 'Ogun', city: 'Abeokuta', postcodePrefix: '110', streets: ['Oke-Ilewo Road', 'Quarry Road', 'Ibara Road'] },
  { state: 'Cross River', city: 'Calabar', postcodePrefix: '540', streets: ['Marian Road', 'Calabar Road', 'Ndidem Usang Iso Road'] },
  { state: 'Akwa Ibom', city: 'Uyo', postcodePrefix: '520', streets: ['Oron Road', 'Ikot Ekpene Road', 'Aka Road'] },
  { state: 'Imo', city: 'Owerri', postcodePrefix: '460', streets: ['Wetheral Road', 'Douglas Road', 'Okigwe Road'] },
  { state: 'Plateau', city: 'Jos', postcodePrefix: '930', streets: ['Tafawa Balewa Street', 'Murtala Mohammed Way', 'Rayfield Road'] },
  { state: 'Kwara', city: 'Ilorin', postcodePrefix: '240', streets: ['Unity Road', 'Ibrahim Taiwo Road', 'Taiwo Road'] },
  { state: 'Osun', city: 'Osogbo', postcodePrefix: '230', streets: ['Gbongan Road', 'Station Road', 'Old Ikirun Road'] },
  { state: 'Abia', city: 'Umuahia', postcodePrefix: '440', streets: ['Bende Road', 'Library Avenue', 'Ikot Ekpene Road'] },
];

/** Weighted toward the clinic's home state (Rivers) and the large cities. */
export const STATE_WEIGHTS: ReadonlyArray<readonly [StateInfo, number]> = STATES.map((info) => [
  info,
  info.state === 'Rivers' ? 8 : info.state === 'Lagos' ? 6 : info.state === 'FCT' ? 3 : 1,
]);

/** Mobile network prefixes (MTN, Glo, Airtel, 9mobile). */
export const PHONE_PREFIXES = ['803', '806', '813', '816', '703', '706', '805', '807', '815', '905', '802', '808', '812', '701', '902', '809', '817', '818', '909', '908'] as const;

export const BANKS = [
  'Access Bank', 'Guaranty Trust Bank', 'Zenith Bank', 'First Bank of Nigeria', 'United Bank for Africa',
  'Fidelity Bank', 'Union Bank', 'Sterling Bank', 'Wema Bank', 'Stanbic IBTC Bank', 'Ecobank Nigeria', 'FCMB',
] as const;

/** Reserved example domains: the sample addresses can never reach a real mailbox. */
export const EMAIL_DOMAINS = ['example.com', 'example.ng', 'example.org'] as const;

/** The clinic's other doctors, named on reports they wrote. */
export const COLLEAGUES = [
  { name: 'Dr. Babajide Ogunleye', email: 'b.ogunleye@gardencityhospital.example.ng', avatar: '/avatars/doctor-01.svg' },
  { name: 'Dr. Ifeoma Chukwu', email: 'i.chukwu@gardencityhospital.example.ng', avatar: '/avatars/doctor-02.svg' },
  { name: 'Dr. Musa Danjuma', email: 'm.danjuma@gardencityhospital.example.ng', avatar: '/avatars/doctor-03.svg' },
  { name: 'Dr. Ekaette Bassey', email: 'e.bassey@gardencityhospital.example.ng', avatar: '/avatars/doctor-04.svg' },
] as const;
