import { describe, expect, it } from 'vitest';
import { checkoutAddressSchema, checkoutFormAddressSchema } from './checkout.ts';
import { euCountryCode, normaliseVatId, vatIdFormats, vatIdProblem } from './vat-id.ts';

describe('the USt-IdNr. format per EU state', () => {
  const valid: [string, string][] = [
    ['DE', 'DE123456789'],
    ['AT', 'ATU12345678'],
    ['FR', 'FRXX123456789'],
    ['FR', 'FR12345678901'],
    ['NL', 'NL123456789B01'],
    ['BE', 'BE0123456789'],
    ['EL', 'EL123456789'],
    ['ES', 'ESX1234567X'],
    ['IE', 'IE1234567WA'],
    ['IE', 'IE1A23456B'],
    ['IT', 'IT12345678901'],
    ['PL', 'PL1234567890'],
    ['SE', 'SE123456789001'],
    ['CY', 'CY12345678X'],
    ['LT', 'LT123456789012'],
  ];
  it.each(valid)('takes a well-formed number of %s (%s)', (_state, id) => {
    expect(vatIdProblem(id)).toBeNull();
  });

  const invalid: [string, string][] = [
    ['DE123456789'.slice(0, 10), 'Die USt-IdNr. hat nicht das Format für Deutschland: DE und 9 Ziffern.'],
    ['DE1234567890', 'Die USt-IdNr. hat nicht das Format für Deutschland: DE und 9 Ziffern.'],
    ['AT12345678', 'Die USt-IdNr. hat nicht das Format für Österreich: ATU und 8 Ziffern.'],
    ['FRIO123456789', 'Die USt-IdNr. hat nicht das Format für Frankreich: FR, 2 Zeichen und 9 Ziffern.'],
    ['NL123456789C01', 'Die USt-IdNr. hat nicht das Format für Niederlande: NL, 9 Ziffern, B und 2 Ziffern.'],
    ['BE2123456789', 'Die USt-IdNr. hat nicht das Format für Belgien: BE und 10 Ziffern, die erste 0 oder 1.'],
    ['SE123456789002', 'Die USt-IdNr. hat nicht das Format für Schweden: SE und 12 Ziffern, endend auf 01.'],
    ['GR123456789', 'Bitte geben Sie die USt-IdNr. mit dem Länderkennzeichen eines EU-Staats an, z. B. DE123456789.'],
    ['CHE123456789', 'Bitte geben Sie die USt-IdNr. mit dem Länderkennzeichen eines EU-Staats an, z. B. DE123456789.'],
    ['123456789', 'Bitte geben Sie die USt-IdNr. mit dem Länderkennzeichen eines EU-Staats an, z. B. DE123456789.'],
  ];
  it.each(invalid)('refuses %s in German', (id, message) => {
    expect(vatIdProblem(id)).toBe(message);
  });

  it('has all 27 member states, each pattern anchored', () => {
    expect(Object.keys(vatIdFormats)).toHaveLength(27);
    for (const [prefix, state] of Object.entries(vatIdFormats)) {
      expect(state.pattern.source.startsWith(`^${prefix}`), prefix).toBe(true);
      expect(state.pattern.source.endsWith('$'), prefix).toBe(true);
    }
  });

  it('reads a number as people write it', () => {
    expect(normaliseVatId(' de 123.456-789 ')).toBe('DE123456789');
    expect(normaliseVatId('nl 1234.56789.b01')).toBe('NL123456789B01');
  });

  it('names the ISO code of an EU state written as an address writes it, and nothing else', () => {
    expect(euCountryCode('Deutschland')).toBe('DE');
    expect(euCountryCode(' france ')).toBe('FR');
    expect(euCountryCode('Frankreich')).toBe('FR');
    expect(euCountryCode('Griechenland')).toBe('GR');
    expect(euCountryCode('AT')).toBe('AT');
    expect(euCountryCode('Schweiz')).toBeNull();
    expect(euCountryCode('')).toBeNull();
  });
});

describe('a business address', () => {
  const place = { address_1: 'Hauptstraße 1', address_2: 'Hof', city: 'Leipzig', zip: '04109', country: 'Deutschland' };
  const errorsOf = (value: object) => {
    const parsed = checkoutAddressSchema.safeParse(value);
    return parsed.success ? {} : parsed.error.flatten().fieldErrors;
  };

  it('keeps company and normalised USt-IdNr., and drops blank ones', () => {
    const parsed = checkoutFormAddressSchema.parse({
      ...place,
      first_name: 'Erika',
      last_name: 'Muster',
      company: ' Muster GmbH ',
      vat_id: 'de 123 456 789',
    });
    expect(parsed).toMatchObject({ company: 'Muster GmbH', vat_id: 'DE123456789' });
    const blank = checkoutFormAddressSchema.parse({
      ...place,
      first_name: 'E',
      last_name: 'M',
      company: ' ',
      vat_id: '',
    });
    expect(blank.company).toBeUndefined();
    expect(blank.vat_id).toBeUndefined();
  });

  it('asks for the company beside a USt-IdNr., and for an EU state beside a company', () => {
    const form = (value: object) => {
      const parsed = checkoutFormAddressSchema.safeParse({ ...place, first_name: 'E', last_name: 'M', ...value });
      return parsed.success ? {} : parsed.error.flatten().fieldErrors;
    };
    expect(form({ vat_id: 'DE123456789' })).toEqual({ company: ['Bitte geben Sie zur USt-IdNr. auch die Firma an.'] });
    expect(form({ company: 'Muster AG', country: 'Schweiz' })).toEqual({
      country: ['Bitte geben Sie für eine Firmenadresse ein Land der EU an.'],
    });
    expect(form({ country: 'Schweiz' })).toEqual({});
    expect(errorsOf({ ...place, vat_id: 'DE12' })).toEqual({
      vat_id: ['Die USt-IdNr. hat nicht das Format für Deutschland: DE und 9 Ziffern.'],
    });
  });
});
