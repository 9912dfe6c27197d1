import { describe, expect, it } from 'vitest';
import { employeeBadges, formatLastActivity, roleKind, roleLabel } from './employee-display';

const texts = { owner: 'Dono', custom: 'Personalizado' };

describe('the role shown for a member of the team', () => {
  it('the owner is "Dono", whatever else the row says', () => {
    expect(roleKind({ is_owner: true, role: 'owner', preset: null })).toBe('owner');
    expect(roleLabel({ is_owner: true, role: 'owner', preset: null }, 'pt', texts)).toBe('Dono');
  });

  it('a preset reads as the catalogue names it, in the language asked', () => {
    expect(roleLabel({ is_owner: false, role: 'user', preset: 'caixa' }, 'pt', texts)).toBe('Caixa');
    expect(roleLabel({ is_owner: false, role: 'user', preset: 'caixa' }, 'en', texts)).toBe('Cashier');
    expect(roleLabel({ is_owner: false, role: 'waiter', preset: 'garcom' }, 'pt', texts)).toBe('Garçom');
    expect(roleLabel({ is_owner: false, role: 'user', preset: 'gerente' }, 'en', texts)).toBe('Manager');
  });

  it('without a preset, a waiter is Garçom (recognised by the role) and anyone else is Personalizado', () => {
    expect(roleKind({ is_owner: false, role: 'waiter', preset: null })).toBe('garcom');
    expect(roleLabel({ is_owner: false, role: 'waiter', preset: null }, 'pt', texts)).toBe('Garçom');
    expect(roleKind({ is_owner: false, role: 'user', preset: null })).toBe('custom');
    expect(roleLabel({ is_owner: false, role: 'user', preset: null }, 'pt', texts)).toBe('Personalizado');
  });
});

describe('the status badges', () => {
  const base = { is_active: true, invitation_pending: false, must_change_password: false };
  it('active or inactive first', () => {
    expect(employeeBadges(base)).toEqual(['active']);
    expect(employeeBadges({ ...base, is_active: false })).toEqual(['inactive']);
  });
  it('then what the person still has to do: accept the invitation, or change the provisional password', () => {
    expect(employeeBadges({ ...base, invitation_pending: true })).toEqual(['active', 'invitation']);
    expect(employeeBadges({ ...base, must_change_password: true })).toEqual(['active', 'passwordChange']);
    expect(employeeBadges({ ...base, is_active: false, invitation_pending: true, must_change_password: true })).toEqual(['inactive', 'invitation']);
  });
});

describe('"Último acesso"', () => {
  const now = new Date(2026, 4, 20, 15, 0, 0);
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const MIN = 60_000;

  it('never signed in: nothing to show', () => {
    expect(formatLastActivity(null, now, 'pt-BR')).toBeNull();
    expect(formatLastActivity('not a date', now, 'pt-BR')).toBeNull();
  });

  it('relative within a week, in the language of the screen', () => {
    expect(formatLastActivity(ago(10_000), now, 'pt-BR')).toBe('agora');
    expect(formatLastActivity(ago(10_000), now, 'en-US')).toBe('now');
    expect(formatLastActivity(ago(5 * MIN), now, 'pt-BR')).toBe('há 5 minutos');
    expect(formatLastActivity(ago(3 * 60 * MIN), now, 'en-US')).toBe('3 hours ago');
    expect(formatLastActivity(new Date(2026, 4, 19, 9, 0).toISOString(), now, 'pt-BR')).toBe('ontem');
    expect(formatLastActivity(new Date(2026, 4, 17, 22, 0).toISOString(), now, 'en-US')).toBe('3 days ago');
  });

  it('a date after a week', () => {
    expect(formatLastActivity(new Date(2026, 3, 2, 10, 0).toISOString(), now, 'pt-BR')).toBe('2 de abr. de 2026');
    expect(formatLastActivity(new Date(2026, 3, 2, 10, 0).toISOString(), now, 'en-US')).toBe('Apr 2, 2026');
  });

  it('a clock a little ahead of the server reads as now', () => {
    expect(formatLastActivity(new Date(now.getTime() + 30_000).toISOString(), now, 'pt-BR')).toBe('agora');
  });
});
