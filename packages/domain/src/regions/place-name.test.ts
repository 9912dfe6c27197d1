import { describe, expect, it } from 'vitest';
import { placeNameKey, tidyPlaceName } from './place-name';

describe('a place name key ignores what people type differently', () => {
  it('accents and case', () => expect(placeNameKey('Vila OLÍMPIA')).toBe(placeNameKey('vila olimpia')));
  it('cedilla and tilde', () => expect(placeNameKey('Conceição')).toBe('conceicao'));
  it('hyphens, apostrophes and extra spaces', () => {
    expect(placeNameKey('  Ceará-Mirim ')).toBe('ceara mirim');
    expect(placeNameKey("Alta Floresta D'Oeste")).toBe('alta floresta d oeste');
    expect(placeNameKey('Jardim   Paulista')).toBe('jardim paulista');
  });
  it('keeps digits, so numbered bairros stay apart', () => expect(placeNameKey('Setor 1')).not.toBe(placeNameKey('Setor 2')));
  it('different names stay different', () => expect(placeNameKey('Moema')).not.toBe(placeNameKey('Mooca')));
});

describe('a place name is stored tidy', () => {
  it('trimmed, inner spaces made one, accents kept', () => expect(tidyPlaceName('  Vila   Olímpia ')).toBe('Vila Olímpia'));
});
