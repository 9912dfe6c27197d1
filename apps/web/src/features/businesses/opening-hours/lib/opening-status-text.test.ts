import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import pt from '../../../../locales/pt.json';
import en from '../../../../locales/en.json';
import { openingStatusText } from './opening-status-text';

const i18n = i18next.createInstance();
await i18n.init({ resources: { pt: { translation: pt }, en: { translation: en } }, lng: 'pt', interpolation: { escapeValue: false } });
const pt_ = i18n.getFixedT('pt');
const en_ = i18n.getFixedT('en');

const at = (days_from_today: number, time: string, weekday = 'monday' as const, date = '2026-11-23') => ({ date, weekday, time, days_from_today });

describe('openingStatusText', () => {
  it('open: closes today or tomorrow', () => {
    expect(openingStatusText(pt_, { is_open: true, closes_at: at(0, '23:00'), opens_at: null }, 'pt')).toBe('Aberto agora · fecha às 23:00');
    expect(openingStatusText(pt_, { is_open: true, closes_at: at(1, '02:00'), opens_at: null }, 'pt')).toBe('Aberto agora · fecha amanhã às 02:00');
    expect(openingStatusText(en_, { is_open: true, closes_at: at(0, '23:00'), opens_at: null }, 'en')).toBe('Open now · closes at 23:00');
  });
  it('closed: opens today, tomorrow, on a weekday, on a date, or never', () => {
    expect(openingStatusText(pt_, { is_open: false, closes_at: null, opens_at: at(0, '18:00') }, 'pt')).toBe('Fechado · abre às 18:00');
    expect(openingStatusText(pt_, { is_open: false, closes_at: null, opens_at: at(1, '18:00') }, 'pt')).toBe('Fechado · abre amanhã às 18:00');
    expect(openingStatusText(pt_, { is_open: false, closes_at: null, opens_at: at(3, '11:00') }, 'pt')).toBe('Fechado · abre segunda às 11:00');
    expect(openingStatusText(en_, { is_open: false, closes_at: null, opens_at: at(3, '11:00') }, 'en')).toBe('Closed · opens on Monday at 11:00');
    expect(openingStatusText(pt_, { is_open: false, closes_at: null, opens_at: at(9, '11:00', 'monday', '2026-12-07') }, 'pt')).toBe('Fechado · abre em 07/12 às 11:00');
    expect(openingStatusText(pt_, { is_open: false, closes_at: null, opens_at: null }, 'pt')).toBe('Fechado · sem horário definido');
  });
});
