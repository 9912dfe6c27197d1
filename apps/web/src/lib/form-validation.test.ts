import { describe, expect, it } from 'vitest';
import { registerBodySchema } from '@comanda/domain/auth/register-schema';
import { whatsappChangeRequestSchema } from '@comanda/domain/auth/whatsapp-change-schemas';
import { createBusinessBodySchema } from '@comanda/domain/business/business-schemas';
import { validateValues } from './form-validation';

const PHONE_PT = 'O campo WhatsApp deve ser um número de telefone válido, com DDD';

// The forms that take a phone refuse an incomplete one on the field, before any request.
describe('phone fields in the forms', () => {
  it('profile: (12) 3 is incomplete, in pt and en', () => {
    expect(validateValues(whatsappChangeRequestSchema, { whatsapp: '(12) 3' }, 'pt')).toEqual({ success: false, errors: { whatsapp: PHONE_PT } });
    expect(validateValues(whatsappChangeRequestSchema, { whatsapp: '(12) 3' }, 'en')).toEqual({
      success: false,
      errors: { whatsapp: 'The WhatsApp field must be a valid phone number, with area code' },
    });
  });

  it('profile: an empty number reads as required, not as incomplete', () => {
    expect(validateValues(whatsappChangeRequestSchema, { whatsapp: '' }, 'pt')).toEqual({ success: false, errors: { whatsapp: 'O campo WhatsApp é obrigatório' } });
  });

  it('sign-up: the optional WhatsApp, when typed, must be complete; so must the name have two letters', () => {
    const body = { name: 'J', email: 'joana@example.com', password: 'senha-forte-123', password_confirmation: 'senha-forte-123', whatsapp: '(12) 3' };
    const result = validateValues(registerBodySchema, body, 'pt');
    expect(result).toEqual({ success: false, errors: { name: 'O campo nome deve ter pelo menos 2 letras', whatsapp: PHONE_PT } });
    expect(validateValues(registerBodySchema, { ...body, name: 'Jo', whatsapp: '(11) 98765-4321' }, 'pt').success).toBe(true);
  });

  it('setup: the business WhatsApp must be complete', () => {
    const result = validateValues(createBusinessBodySchema, { whatsapp: '(12) 3' }, 'pt');
    expect(result.success).toBe(false);
    expect(!result.success && result.errors['whatsapp']).toBe(PHONE_PT);
  });
});
