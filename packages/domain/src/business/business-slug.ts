/*
 * The public link's slug (spec §5 "slug": lower-case letters and digits in groups joined by single
 * hyphens). Unique across businesses: the database's unique index decides between two businesses
 * asking for the same one.
 */

export const SLUG_MAX = 60;

/**
 * A slug suggested from the business's name: accents dropped, anything else between letters and
 * digits made one hyphen ('Pizzaria Bella Napoli' → 'pizzaria-bella-napoli'). Empty when the name
 * has no letter or digit.
 */
export function slugFromName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, '');
}

/**
 * What a slug field keeps of a keystroke: lower case, and a space as a hyphen, so 'Bella Napoli'
 * becomes 'bella-napoli' while typed. Anything else stays, for the rule to name it.
 */
export function typedSlug(value: string): string {
  return value.toLowerCase().replace(/\s/g, '-');
}

/**
 * The path of the business's public menu on the app's origin: its slug, or its token (URL-safe, see
 * newBusinessToken) while it has none, so every business has a link to share from the start.
 */
export function publicLinkPath({ slug, token }: { slug: string | null; token: string }): string {
  return `/loja/${slug ?? token}`;
}
