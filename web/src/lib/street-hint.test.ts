import { describe, expect, it } from 'vitest';
import en from '../locales/en.json';
import { streetHint } from './street-hint.ts';
import { Translator } from './translator.ts';

const t = new Translator({ language: 'en', fallbackLanguage: 'en', resources: { en } }).t;

describe('streetHint', () => {
  it.each([
    [{ addressLine1: 'Bahnhofstrasse 12' }, 'Read from the address line: Bahnhofstrasse / 12'],
    [{ addressLine1: '12b, avenue de la Gare' }, 'Read from the address line: avenue de la Gare / 12b'],
    [{ addressLine1: 'Dorfplatz' }, 'Read from the address line: Dorfplatz / no number'],
    [
      { addressLine1: 'c/o Muster AG', addressLine2: 'Via Cantonale 3a' },
      'Read from the address line: Via Cantonale / 3a',
    ],
    [
      { addressLine1: 'Postfach 123' },
      'The address line is not a street (P.O. box or c/o): payment files need the street here.',
    ],
    [{ addressLine1: '' }, null],
    [{ addressLine1: 'Bahnhofstrasse 12', streetName: 'Bahnhofstrasse' }, null],
    [{ addressLine1: 'Bahnhofstrasse 12', streetName: ' ', buildingNumber: '12' }, null],
  ])('%j: %j', (address, hint) => {
    expect(streetHint(address, t)).toBe(hint);
  });
});
