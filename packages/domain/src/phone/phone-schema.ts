import { z } from 'zod';
import { isCompletePhone } from './phone';

/**
 * A phone as a person types it ('(11) 98765-4321', '+55 11 …'); an incomplete one is refused with
 * the `phone` rule, on the field, before any request. The API normalises it to E.164.
 */
export const phoneSchema = z
  .string()
  .trim()
  .min(1, { abort: true })
  .max(30, { abort: true })
  .regex(/^[+\d\s().-]+$/, { abort: true })
  .refine(isCompletePhone, { params: { rule: 'phone' } });
