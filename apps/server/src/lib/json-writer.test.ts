import { describe, expect, it } from 'vitest';
import { jsonText } from './json-writer.ts';

describe('jsonText', () => {
  it('writes characters above U+00FF as \\uXXXX and keeps Latin-1 as it is', () => {
    expect(jsonText('Sofa – 3-Sitzer, Größe “XL” 😀')).toBe(
      '"Sofa \\u2013 3-Sitzer, Größe \\u201cXL\\u201d \\ud83d\\ude00"',
    );
    expect(jsonText({ a: ['Küche'], b: 'ß' })).toBe('{"a":["Küche"],"b":"ß"}');
  });

  it('is the same JSON value as JSON.stringify writes, also for quotes, control characters and lone surrogates', () => {
    for (const value of [
      '"\\\n\t\u0000',
      '\u2028\u2029',
      '\ud800 alone',
      '</script>',
      { nested: ['€ 5', null, 1.5] },
    ]) {
      const text = jsonText(value);
      expect(JSON.parse(text)).toEqual(value);
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the range starts at U+0000 on purpose: anything outside Latin-1
      expect(/[^\u0000-\u00ff]/.test(text), text).toBe(false);
    }
  });
});
