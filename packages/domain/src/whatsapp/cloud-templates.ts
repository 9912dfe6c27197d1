// Zod-free: how a message goes through the WhatsApp Cloud API as an approved template (issue 35;
// docs/decisions/0052-whatsapp-cloud-api.md). Outside the customer's 24-hour window Meta takes only
// templates it approved, named in lowercase with underscores and with numbered parameters ({{1}},
// {{2}}…). Comanda's texts keep their named variables ({nome}, {pontos}…): the template at Meta has
// the same body with each variable replaced, in order, by {{1}}, {{2}}…, and is named after Comanda's.

export const CLOUD_TEMPLATE_LANGUAGE = 'pt_BR';

export interface CloudTemplateRef {
  name: string;
  language: string;
  parameters: string[];
}

/** Meta's name for one of Comanda's templates: "Promoção de segunda!" → "promocao_de_segunda". */
export function cloudTemplateName(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 512);
  return slug || 'modelo';
}

/** The order-status messages' templates at Meta: one per status, e.g. "comanda_out_for_delivery". */
export const orderStatusTemplateName = (kind: string) => `comanda_${kind}`;

const VARIABLE = /\{(\w+)\}/g;

/** The body as it is registered at Meta: each known variable replaced, in order, by {{1}}, {{2}}… */
export function cloudTemplateBody(text: string, known: readonly string[]): string {
  let n = 0;
  return text.replace(VARIABLE, (whole, name: string) => (known.includes(name) ? `{{${++n}}}` : whole));
}

/**
 * The parameters, in the order the variables appear in the text (a variable used twice is two
 * parameters). Meta refuses an empty parameter: an empty value goes as "-".
 */
export function cloudTemplateParameters(text: string, values: Readonly<Record<string, string | number>>): string[] {
  const parameters: string[] = [];
  for (const [, name] of text.matchAll(VARIABLE)) {
    if (!Object.hasOwn(values, name!)) continue;
    const value = String(values[name!]).trim();
    parameters.push(value || '-');
  }
  return parameters;
}

export function cloudTemplate(name: string, text: string, values: Readonly<Record<string, string | number>>): CloudTemplateRef {
  return { name, language: CLOUD_TEMPLATE_LANGUAGE, parameters: cloudTemplateParameters(text, values) };
}
