/*
 * Places are compared by a key that ignores accents, case, punctuation and extra spaces, because
 * that is how people type them: 'Vila Olímpia', 'vila olimpia' and 'Vila-Olimpia ' are one bairro
 * (docs/decisions/0021). The database keeps the key beside the name and holds it unique per city.
 */
export function placeNameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A name as it is stored and shown: trimmed, inner runs of spaces made one. */
export function tidyPlaceName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}
