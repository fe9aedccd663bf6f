export type CardBrand =
  | 'visa'
  | 'mastercard'
  | 'diners_club'
  | 'american_express'
  | 'discover'
  | 'hipercard'
  | 'elo'
  | 'jcb'
  | 'aura';

/** Every brand the detection knows (spec 002 'Card brands detected'). */
export const cardBrands = [
  'visa',
  'mastercard',
  'diners_club',
  'american_express',
  'discover',
  'hipercard',
  'elo',
  'jcb',
  'aura',
] as const satisfies readonly CardBrand[];

/** Inclusive BIN/IIN prefix range; both ends have the same number of digits. */
type PrefixRange = readonly [from: string, to: string];

const single = (prefix: string): PrefixRange => [prefix, prefix];

/**
 * Brand rules in evaluation order (spec 000 §4 'Card brand detection'). Elo and Hipercard come first
 * because their BINs sit inside the Visa (4), Diners (38), Discover (65) and Aura (50) ranges; Aura (50)
 * comes after Elo, whose 504175 / 5067xx / 509xxx BINs also start with 50.
 */
const RULES: ReadonlyArray<readonly [CardBrand, readonly PrefixRange[]]> = [
  [
    'elo',
    [
      ...[
        '401178',
        '401179',
        '431274',
        '438935',
        '451416',
        '457393',
        '457631',
        '457632',
        '504175',
        '627780',
        '636297',
        '636368',
      ].map(single),
      ['506699', '506778'],
      ['509000', '509999'],
      ['650031', '650033'],
      ['650035', '650051'],
      ['650405', '650439'],
      ['650485', '650538'],
      ['650541', '650598'],
      ['650700', '650718'],
      ['650720', '650727'],
      ['650901', '650920'],
      ['651652', '651679'],
      ['655000', '655019'],
      ['655021', '655058'],
    ],
  ],
  ['hipercard', ['606282', '384100', '384140', '384160', '637095', '637568', '637599', '637609', '637612'].map(single)],
  ['aura', [single('50')]],
  ['american_express', [single('34'), single('37')]],
  ['diners_club', [['300', '305'], single('36'), single('38'), single('39')]],
  ['jcb', [['3528', '3589']]],
  ['discover', [single('6011'), ['622126', '622925'], ['644', '649'], single('65')]],
  [
    'mastercard',
    [
      ['51', '55'],
      ['2221', '2720'],
    ],
  ],
  ['visa', [single('4')]],
];

function matches(digits: string, [from, to]: PrefixRange): boolean {
  if (digits.length < from.length) return false;
  const prefix = digits.slice(0, from.length);
  // Same-length digit strings compare like numbers.
  return prefix >= from && prefix <= to;
}

/**
 * Card brand from the number's leading digits (BIN). Spaces and dashes are ignored; any other non-digit,
 * or no digits at all, gives `false`, as does an unknown prefix. The number length and Luhn digit are not
 * checked. Six-digit Elo/Hipercard BINs only match once six digits are present, so a partially typed
 * '4011' is reported as visa until the sixth digit arrives.
 */
export function detectCardBrand(cardNumber: string): CardBrand | false {
  if (typeof cardNumber !== 'string') return false;
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return false;
  for (const [brand, ranges] of RULES) {
    if (ranges.some((range) => matches(digits, range))) return brand;
  }
  return false;
}

/** The brand as people write it (issue 35 item 15: the page showed 'American_express', 'Jcb'). */
export const cardBrandNames: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  diners_club: 'Diners Club',
  american_express: 'American Express',
  discover: 'Discover',
  hipercard: 'Hipercard',
  elo: 'Elo',
  jcb: 'JCB',
  aura: 'Aura',
};

/** A brand code's name; an unknown code as it came. */
export const cardBrandName = (brand: string): string => cardBrandNames[brand as CardBrand] ?? brand;

/**
 * How many digits a brand's numbers have (issue 35 item 15: Amex has 15 and Diners 14, and both were refused
 * for being shorter than 16). Hipercard and Aura issue 13 to 19; a number of no known brand: 16.
 */
export function cardNumberLengths(brand: CardBrand | 'none' | false): readonly number[] {
  switch (brand) {
    case 'american_express':
      return [15];
    case 'diners_club':
      return [14, 16];
    case 'hipercard':
    case 'aura':
      return [13, 16, 19];
    default:
      return [16];
  }
}

/** The security code's length: four digits on the front of an Amex, three on the back of the others. */
export const cardCvvLength = (brand: CardBrand | 'none' | false): number => (brand === 'american_express' ? 4 : 3);
