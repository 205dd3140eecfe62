import { escapeLike, phoneRank, RANK, searchTerms, textRank } from '../../src/domain/search-terms';

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

  it('ranks a phone number exact, by its start, or inside it', () => {
    const stored = '+234 803 123 4567';
    expect(phoneRank(stored, searchTerms('0803 123 4567'))).toBe(RANK.exact);
    expect(phoneRank(stored, searchTerms('+2348031234567'))).toBe(RANK.exact);
    expect(phoneRank(stored, searchTerms('+234 803'))).toBe(RANK.prefix);
    expect(phoneRank(stored, searchTerms('4567'))).toBe(RANK.contains);
    expect(phoneRank(stored, searchTerms('9999'))).toBeNull();
    expect(phoneRank(stored, searchTerms('ada'))).toBeNull();
  });

  it('ranks text exact, by its start or inside it, in any case', () => {
    const terms = searchTerms('ADA');
    expect(textRank(' ada ', terms)).toBe(RANK.exact);
    expect(textRank('Ada', terms, RANK.prefix)).toBe(RANK.prefix);
    expect(textRank('Adaeze', terms)).toBe(RANK.prefix);
    expect(textRank('Kada', terms)).toBe(RANK.contains);
    expect(textRank('Obi', terms)).toBeNull();
  });

  it('looks inside values only from three characters; shorter text finds exact values and starts', () => {
    const short = searchTerms('da');
    expect(short.contains).toBe(false);
    expect(textRank('Kada', short)).toBeNull();
    expect(textRank('Dayo', short)).toBe(RANK.prefix);
    expect(textRank('DA', short)).toBe(RANK.exact);
    expect(searchTerms('kad').contains).toBe(true);
  });
});
