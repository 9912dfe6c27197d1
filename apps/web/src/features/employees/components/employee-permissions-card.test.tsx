import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmployeeResource } from '@comanda/domain/employees/employee-resource';
import type { PermissionName } from '@comanda/domain/permissions/permission-rules';
import { grantablePermissions } from '../lib/permission-choices';
import { EmployeePermissionsCard } from './employee-permissions-card';
import { answer, byLabel, byText, choose, cleanup, click, render, settle } from './test-harness';

const BUSINESS = 3;
const bruno: EmployeeResource = {
  id: 5, user_id: 50, name: 'Bruno', email: 'bruno@example.com', whatsapp: null, whatsapp_verified: false, role: 'waiter', preset: 'garcom',
  is_owner: false, is_active: true, permissions: ['use_pdv'], invitation_pending: false, must_change_password: false, editable_identity: true,
  last_activity_at: null, created_at: '2026-05-01T12:00:00Z',
};
const owner = grantablePermissions({ subject: { is_owner: true }, businessId: BUSINESS });
// A manager holding the PDV, orders and the team only.
const manager = grantablePermissions({
  subject: { permissions: (['use_pdv', 'manage_orders', 'manage_employees'] as PermissionName[]).map((name) => ({ name, granted: true, business_id: BUSINESS })) },
  businessId: BUSINESS,
});

type Call = { url: string; method: string; body: unknown; key: string | null };
function stubApi(reply: (call: Call) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      const call = { url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined, key: headers['Idempotency-Key'] ?? null };
      calls.push(call);
      return reply(call);
    }),
  );
  return calls;
}

const checkbox = (label: string) => byLabel(label);
const saveButton = () => byText('button', 'Salvar permissões');

afterEach(cleanup);

describe("an employee's permissions", () => {
  it('ticking Cardápio and saving sends the whole set, with an Idempotency-Key', async () => {
    const calls = stubApi((call) => answer(200, { data: { ...bruno, permissions: (call.body as { permissions: PermissionName[] }).permissions } }));
    await render(<EmployeePermissionsCard businessId={BUSINESS} employee={bruno} grantable={owner} readOnly={false} />);
    expect(checkbox('PDV').checked).toBe(true);
    expect(saveButton().disabled).toBe(true);

    await click(checkbox('Cardápio'));
    expect(saveButton().disabled).toBe(false);
    await click(saveButton());
    await settle();

    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/api/v1/employees/5/update-permissions', method: 'PUT', body: { permissions: ['use_pdv', 'manage_menu'] } });
    expect(calls[0]!.key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('boxes the granter does not hold are disabled and say why', async () => {
    stubApi(() => answer(500));
    await render(<EmployeePermissionsCard businessId={BUSINESS} employee={bruno} grantable={manager} readOnly={false} />);
    expect(checkbox('Cardápio').disabled).toBe(true);
    expect(checkbox('Gerenciar pedidos').disabled).toBe(false);
    const hint = document.getElementById(checkbox('Cardápio').getAttribute('aria-describedby')!);
    expect(hint?.textContent).toContain('Você não tem esta permissão');
  });

  it('choosing a preset ticks its permissions (what the granter lacks left out and named), and saving sends the preset, then the permissions', async () => {
    const calls = stubApi((call) =>
      call.url.endsWith('/update')
        ? answer(200, { data: { ...bruno, preset: 'caixa', role: 'user' } })
        : answer(200, { data: { ...bruno, preset: 'caixa', role: 'user', permissions: ['use_pdv', 'manage_orders'] } }),
    );
    await render(<EmployeePermissionsCard businessId={BUSINESS} employee={bruno} grantable={manager} readOnly={false} />);
    await choose(byLabel<HTMLSelectElement>('Função'), 'caixa');
    expect(checkbox('PDV').checked).toBe(true);
    expect(checkbox('Gerenciar pedidos').checked).toBe(true);
    expect(checkbox('Dar descontos').checked).toBe(false);
    expect(document.body.textContent).toContain('ficaram de fora da função Caixa: Dar descontos, Clientes');

    await click(saveButton());
    await settle();
    expect(calls.map((c) => [c.url, c.body])).toEqual([
      ['/api/v1/employees/5/update', { preset: 'caixa' }],
      ['/api/v1/employees/5/update-permissions', { permissions: ['use_pdv', 'manage_orders'] }],
    ]);
  });

  it('a refusal is shown beside the Save button and the boxes keep what was ticked', async () => {
    stubApi(() => answer(403, { message: 'Você não pode conceder nem retirar permissões que não tem: Cardápio.' }));
    await render(<EmployeePermissionsCard businessId={BUSINESS} employee={bruno} grantable={owner} readOnly={false} />);
    await click(checkbox('Cardápio'));
    await click(saveButton());
    await settle();
    const alert = document.querySelector('[data-testid="employee-permissions-error"]');
    expect(alert?.getAttribute('role')).toBe('alert');
    expect(alert?.textContent).toContain('que não tem: Cardápio.');
    expect(checkbox('Cardápio').checked).toBe(true);
  });
});
