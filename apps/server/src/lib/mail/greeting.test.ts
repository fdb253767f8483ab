import { describe, expect, it } from 'vitest';
import { mailGreeting } from './greeting.ts';

describe('mail greeting', () => {
  it('greets with plain names, accents, hyphens, apostrophes and abbreviations', () => {
    const names = ['Anna Schmidt', 'Jürgen Groß-Müller', "Renée O'Neil", 'Dr. Anna Berg', 'Ëndrit Hoxha'];
    expect(names.map(mailGreeting)).toEqual(names.map((n) => `Hallo ${n},`));
  });

  it('greets without a name that could carry a line break, a link or a message', () => {
    const names = [
      'Kunde,\n\nIhr Konto ist gesperrt. Entsperren: https://evil.example/x',
      'Kunde\r\nBcc: x@evil.example',
      'https://evil.example',
      'evil.example',
      'www evil de 0800 123456',
      'A'.repeat(61),
      '',
      null,
    ];
    expect(names.map(mailGreeting)).toEqual(names.map(() => 'Guten Tag,'));
  });
});
