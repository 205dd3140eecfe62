/** @jest-environment node */
import { nigerianPhone, updateProfileRequest } from '../src/schemas';

const MESSAGE = 'Enter a Nigerian phone number, such as 0803 123 4567';

/** The messages a value is refused with; none when accepted. */
function problems(value: unknown, schema = nigerianPhone()): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('nigerianPhone', () => {
  it.each([
    '0803 123 4567',
    '08031234567',
    '0703-123-4567',
    '0903 123 4567',
    '0813 123 4567',
    '(0803) 123 4567',
    '+234 803 123 4567',
    '+2348031234567',
    '234 803 123 4567',
    '+234 (803) 123-4567',
  ])('accepts %s', (value) => {
    expect(problems(value)).toEqual([]);
  });

  it.each([
    ['a landline-style second digit', '0603 123 4567'],
    ['a digit too few', '0803 123 456'],
    ['a digit too many', '0803 123 45678'],
    ['no leading 0 or country code', '803 123 4567'],
    ['the 0 kept after +234', '+234 0803 123 4567'],
    ['another country', '+44 20 7946 0958'],
    ['a + before the local 0', '+0803 123 4567'],
    ['a + in the middle', '0803+123 4567'],
    ['letters', '0803 CALL NOW'],
    ['dots as separators', '0803.123.4567'],
    ['a separator first', '-0803 123 4567'],
    ['nothing', ''],
  ])('refuses %s (%s)', (_name, value) => {
    expect(problems(value)).toEqual([MESSAGE]);
  });

  it('keeps the number as typed, without the spaces around it', () => {
    expect(nigerianPhone().parse('  +234 803 123 4567 ')).toBe('+234 803 123 4567');
  });

  it('says what the caller asks it to', () => {
    expect(problems('12345', nigerianPhone('Not a Nigerian number'))).toEqual(['Not a Nigerian number']);
  });
});

describe('updateProfileRequest.phone', () => {
  const profile = (phone: string) => ({ name: 'Ada Okafor', phone, address: '3 Aminu Kano Crescent, Abuja' });
  const phoneProblems = (phone: string) => {
    const result = updateProfileRequest.safeParse(profile(phone));
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it("says only 'Phone is required' when it is empty", () => {
    expect(phoneProblems('')).toEqual([['phone', 'Phone is required']]);
    expect(phoneProblems('   ')).toEqual([['phone', 'Phone is required']]);
  });

  it('refuses a number that is not Nigerian and accepts one that is', () => {
    expect(phoneProblems('+1 202 555 0143')).toEqual([['phone', MESSAGE]]);
    expect(phoneProblems('0803 123 4567')).toEqual([]);
  });
});
