// A phone number written for people: Nigerian numbers as Nigerians write them (`0803 123 4567`, `+234 803 123
// 4567`), other international numbers as `+<country code>` and the rest in short groups. Stored numbers are digits
// only (the service's form) or E.164 (`+14155550123`); anything else is shown as given.

/** Country codes of one or two digits (ITU-T E.164 assignments); every other code has three. */
const SHORT_COUNTRY_CODES = new Set([
  '1',
  '7',
  '20',
  '27',
  '30',
  '31',
  '32',
  '33',
  '34',
  '36',
  '39',
  '40',
  '41',
  '43',
  '44',
  '45',
  '46',
  '47',
  '48',
  '49',
  '51',
  '52',
  '53',
  '54',
  '55',
  '56',
  '57',
  '58',
  '60',
  '61',
  '62',
  '63',
  '64',
  '65',
  '66',
  '81',
  '82',
  '84',
  '86',
  '90',
  '91',
  '92',
  '93',
  '94',
  '95',
  '98',
]);

const NIGERIA = '234';

/** The country code at the start of an international number's digits. */
export function countryCodeOf(digits: string): string {
  if (SHORT_COUNTRY_CODES.has(digits.slice(0, 1))) return digits.slice(0, 1);
  if (SHORT_COUNTRY_CODES.has(digits.slice(0, 2))) return digits.slice(0, 2);
  return digits.slice(0, 3);
}

/** A national number in groups of three, the last of four (`415 555 0123`); eight digits as two fours. */
function groups(national: string): string {
  const parts: string[] = [];
  let rest = national;
  while (rest.length > 4) {
    const take = rest.length === 8 ? 4 : 3;
    parts.push(rest.slice(0, take));
    rest = rest.slice(take);
  }
  return [...parts, rest].filter(Boolean).join(' ');
}

/** A Nigerian number's ten digits after the 0 or the 234: `803 123 4567`. */
const nigerianGroups = (ten: string) => `${ten.slice(0, 3)} ${ten.slice(3, 6)} ${ten.slice(6)}`;

export function formatPhone(phone: string): string {
  const given = phone.trim();
  if (!/^\+?[\d\s\-().]+$/.test(given)) return given;
  const digits = given.replace(/\D/g, '');
  const international = given.startsWith('+') || !digits.startsWith('0');
  if (!international) return digits.length === 11 ? `0${nigerianGroups(digits.slice(1))}` : given;
  if (digits.length < 8 || digits.length > 15) return given;
  if (digits.startsWith(NIGERIA) && digits.length === 13)
    return `+${NIGERIA} ${nigerianGroups(digits.slice(3))}`;
  const code = countryCodeOf(digits);
  return `+${code} ${groups(digits.slice(code.length))}`;
}
