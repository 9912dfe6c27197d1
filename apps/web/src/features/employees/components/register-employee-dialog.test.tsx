import { afterEach, describe, expect, it, vi } from 'vitest';
import { RegisterEmployeeDialog } from './register-employee-dialog';
import { answer, byLabel, byText, choose, cleanup, click, render, settle, type, waitFor } from './test-harness';

const BUSINESS = 3;
const owner = { subject: { is_owner: true }, businessId: BUSINESS };
const created = {
  id: 9, user_id: 90, name: 'Bruno', email: 'bruno@example.com', whatsapp: null, whatsapp_verified: false, role: 'waiter', preset: 'garcom',
  is_owner: false, is_active: true, permissions: ['use_pdv'], invitation_pending: true, must_change_password: false, editable_identity: true,
  last_activity_at: null, created_at: '2026-05-01T12:00:00Z',
};

type Call = { url: string; body: Record<string, unknown>; key: string | null };
function stubApi(reply: () => Promise<Response> | Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, body: JSON.parse(String(init.body)) as Record<string, unknown>, key: (init.headers as Record<string, string>)['Idempotency-Key'] ?? null });
      return reply();
    }),
  );
  return calls;
}

const submit = () => byText('button', 'Cadastrar');
async function fillIn() {
  await type(byLabel('Nome'), 'Bruno');
  await type(byLabel('E-mail'), 'bruno@example.com');
}

afterEach(cleanup);

describe('"Novo funcionário"', () => {
  it('starts as Garçom with its permission ticked; another preset ticks its own, still editable', async () => {
    stubApi(() => answer(500));
    await render(<RegisterEmployeeDialog open onClose={() => {}} businessId={BUSINESS} granter={owner} />);
    expect(byLabel<HTMLSelectElement>('Função').value).toBe('garcom');
    const ticked = () => [...document.querySelectorAll<HTMLInputElement>('input[data-permission]')].filter((box) => box.checked).map((box) => box.dataset['permission']);
    expect(ticked()).toEqual(['use_pdv']);
    await choose(byLabel<HTMLSelectElement>('Função'), 'caixa');
    expect(ticked()).toEqual(['use_pdv', 'manage_orders', 'give_discounts', 'manage_customers']);
    await click(byLabel('Cardápio'));
    expect(ticked()).toContain('manage_menu');
  });

  it('by default sends an invitation: the body has no password, the call an Idempotency-Key; the button waits while it runs', async () => {
    let finish: (response: Response) => void = () => {};
    const calls = stubApi(() => new Promise<Response>((resolve) => (finish = resolve)));
    const onClose = vi.fn();
    await render(<RegisterEmployeeDialog open onClose={onClose} businessId={BUSINESS} granter={owner} />);
    expect(byLabel('Enviar convite').checked).toBe(true);
    await fillIn();
    await click(submit());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(submit().disabled).toBe(true);
    await click(submit());
    await settle();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/v1/employees/register-waiter');
    expect(calls[0]!.body).toEqual({ name: 'Bruno', email: 'bruno@example.com', whatsapp: null, preset: 'garcom', permissions: ['use_pdv'] });
    expect(calls[0]!.key).toMatch(/^[0-9a-f]{32}$/);

    finish(answer(201, { data: created }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('"Definir senha provisória" asks for the password and sends it', async () => {
    const calls = stubApi(() => answer(201, { data: { ...created, invitation_pending: false, must_change_password: true } }));
    await render(<RegisterEmployeeDialog open onClose={() => {}} businessId={BUSINESS} granter={owner} />);
    await fillIn();
    await click(byLabel('Definir senha provisória'));
    await click(submit());
    await waitFor(() => expect(byLabel('Senha provisória').getAttribute('aria-invalid')).toBe('true'));
    expect(calls).toHaveLength(0);

    await type(byLabel('Senha provisória'), 'provisoria-123');
    await click(submit());
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({ name: 'Bruno', password: 'provisoria-123' });
  });

  it('someone already on the team: the reason shows in the dialog, the form stays', async () => {
    stubApi(() => answer(409, { message: 'Esta pessoa já faz parte da equipe.' }));
    const onClose = vi.fn();
    await render(<RegisterEmployeeDialog open onClose={onClose} businessId={BUSINESS} granter={owner} />);
    await fillIn();
    await click(submit());
    await waitFor(() => expect(document.querySelector('[data-testid="register-employee-error"]')?.textContent).toBe('Esta pessoa já faz parte da equipe.'));
    expect(byLabel('Nome').value).toBe('Bruno');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a field error goes under its field', async () => {
    stubApi(() => answer(422, { message: 'O campo e-mail já está em uso.', errors: { email: ['O campo e-mail já está em uso.'] } }));
    await render(<RegisterEmployeeDialog open onClose={() => {}} businessId={BUSINESS} granter={owner} />);
    await fillIn();
    await click(submit());
    const email = byLabel('E-mail');
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(email.getAttribute('aria-describedby')!.split(' ').find((id) => id.endsWith('-error'))!)?.textContent).toBe('O campo e-mail já está em uso.');
    expect(document.querySelector('[data-testid="register-employee-error"]')).toBeNull();
  });
});
