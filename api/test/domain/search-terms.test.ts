import { escapeLike, searchTerms } from '../../src/domain/search-terms';

describe('search terms', () => {
  it('escapes the LIKE wildcards and its escape character', () => {
    expect(escapeLike('50% off_now \\ ok')).toBe('50\\% off\\_now \\\\ ok');
    expect(searchTerms('  100%  ').like).toBe('100\\%');
  });

  it('reads digits as a phone search from four digits, +234 as 0', () => {
    expect(searchTerms('080').phone).toBeNull();
    expect(searchTerms('Ada 0803').phone).toBeNull();
    expect(searchTerms('0803 123').phone).toEqual({ national: '0803123', parts: ['0803123'] });
    expect(searchTerms('+234 803 123 4567').phone).toEqual({
      national: '08031234567',
      parts: ['2348031234567', '08031234567'],
    });
  });

  it('looks inside values only from three characters', () => {
    expect(searchTerms(' da ').contains).toBe(false);
    expect(searchTerms('kad').contains).toBe(true);
  });

  it('looks for a whole reference only in text without a space or @, a whole email only in text with @', () => {
    expect(searchTerms('CLN-ABC123').mayBe).toEqual({ reference: true, email: false });
    expect(searchTerms('Ada Obi').mayBe).toEqual({ reference: false, email: false });
    expect(searchTerms(' Ada@Mail.com ').mayBe).toEqual({ reference: false, email: true });
  });
});
