// Not `server-only`: the Add test dialog checks a LOINC code as it is typed, with the rule the server keeps.

/** A LOINC code as LOINC writes it: up to six digits, a hyphen, and one check digit ("718-7", "14682-9"). */
export const LOINC_FORM = /^(\d{1,6})-(\d)$/;

/**
 * LOINC's check digit: the "mod 10" algorithm of the LOINC Users' Guide. From the right of the digits before the
 * hyphen, every other digit starting with the rightmost is doubled (a doubled digit over 9 counts as its two digits'
 * sum); the check digit is what brings the total up to the next multiple of ten.
 */
export function loincCheckDigit(digits: string): number {
  let sum = 0;
  [...digits].reverse().forEach((ch, i) => {
    let d = Number(ch);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  });
  return (10 - (sum % 10)) % 10;
}

/** Whether the text has the form of a LOINC code, whatever its check digit. */
export const hasLoincForm = (code: string): boolean => LOINC_FORM.test(code);

/** Whether the text is a LOINC code of the right form whose check digit holds: a mistyped digit is caught here. */
export function loincIsValid(code: string): boolean {
  const match = LOINC_FORM.exec(code);
  return match !== null && loincCheckDigit(match[1]) === Number(match[2]);
}
