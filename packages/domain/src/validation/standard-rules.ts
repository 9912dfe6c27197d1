import { z } from 'zod';
import { isNumericString } from './predicates';

/*
 * Standard rules of spec §5 that zod has no built-in for (required, max, min, email, regex,
 * min_value and max_value come from z.string()/z.number() and are localised by zodErrorMap).
 */

/**
 * confirmed: `${field}_confirmation` must equal `field`. Use on the object:
 * `z.object({...}).superRefine(confirmed('password'))`. The issue sits on the confirmation input,
 * where a form shows it, and names the confirmed field, as the message speaks of it.
 */
export function confirmed(field: string, confirmationField = `${field}_confirmation`) {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx): void => {
    if (value[field] === value[confirmationField]) return;
    ctx.addIssue({
      code: 'custom',
      input: value[confirmationField],
      path: [confirmationField],
      params: { rule: 'confirmed', field },
    });
  };
}

/** numeric: a string of digits only (a CEP, a document number). */
export function numericString() {
  return z.string().trim().min(1, { abort: true }).refine(isNumericString, { params: { rule: 'numeric' } });
}

/** between: a number from `min` to `max`, both included. */
export function between(min: number, max: number) {
  return z.number().refine((value) => value >= min && value <= max, { params: { rule: 'between', min, max } });
}

/**
 * What an uploaded file looks like on either side: a browser File (name, type, size) or the
 * API's multipart part (filename, mimetype).
 */
export type FileLike = {
  name?: string;
  filename?: string;
  type?: string;
  mimetype?: string;
  size?: number;
};

function isFileLike(value: unknown): value is FileLike {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as FileLike;
  return typeof (file.name ?? file.filename) === 'string';
}

function extensionOf(file: FileLike): string {
  const name = file.name ?? file.filename ?? '';
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp', 'svg'] as const;

/** ext: the file name ends with one of `extensions` (case-insensitive). */
export function fileWithExtension(extensions: readonly string[]) {
  const allowed = extensions.map((ext) => ext.toLowerCase().replace(/^\./, ''));
  return z.custom<FileLike>((value) => isFileLike(value) && allowed.includes(extensionOf(value)), {
    params: { rule: 'ext', extensions: allowed },
  });
}

/**
 * image: an image by its declared type or, failing that, its extension. The API still checks the
 * bytes (DESIGN.md "Uploads"); this rule only gives early, readable feedback.
 */
export function imageFile() {
  return z.custom<FileLike>(
    (value) => {
      if (!isFileLike(value)) return false;
      const mime = value.type ?? value.mimetype;
      if (mime) return mime.startsWith('image/');
      return (IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(value));
    },
    { params: { rule: 'image' } },
  );
}
