import { describe, expect, it } from 'vitest';
import { csvNumber, csvRow, csvText } from './csv';

describe('csv cells', () => {
  it('leaves plain text alone', () => {
    expect(csvText('Lagos')).toBe('Lagos');
    expect(csvText('')).toBe('');
  });

  it('quotes a field with a comma, quote, CR or LF, doubling its quotes', () => {
    expect(csvText('12 Allen Avenue, Ikeja')).toBe('"12 Allen Avenue, Ikeja"');
    expect(csvText('The "Oud" shop')).toBe('"The ""Oud"" shop"');
    expect(csvText('line one\nline two')).toBe('"line one\nline two"');
    expect(csvText('a\rb')).toBe('"a\rb"');
  });

  it('guards text a spreadsheet would run as a formula', () => {
    expect(csvText('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvText('+2348031234567')).toBe("'+2348031234567");
    expect(csvText('-5')).toBe("'-5");
    expect(csvText('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvText('\tx')).toBe("'\tx");
    expect(csvText('\rx')).toBe(`"'\rx"`);
  });

  it('writes numbers as plain digits, never guarded or quoted', () => {
    expect(csvNumber(-2000)).toBe('-2000');
    expect(csvNumber(1234567.5)).toBe('1234567.5');
    expect(csvNumber(Number.NaN)).toBe('');
  });

  it('ends a row with CRLF', () => {
    expect(csvRow(['a,b', 3, '=1'])).toBe(`"a,b",3,'=1\r\n`);
  });
});
