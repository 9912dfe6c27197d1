// How the API reads a person's full name: for greetings in e-mails and the user's first_name/initials.

function words(name: string): string[] {
  return name.trim().split(/\s+/).filter(Boolean);
}

/** 'Ana Maria Souza' → 'Ana'; a blank name stays as it is. */
export function firstNameOf(name: string): string {
  return words(name)[0] ?? name;
}

/** First letters of the first and last words, upper case: 'Ana Maria Souza' → 'AS'. */
export function initialsOf(name: string): string {
  const parts = words(name);
  const first = parts[0];
  if (!first) return '';
  const last = parts.length > 1 ? parts[parts.length - 1] : undefined;
  const letter = (w: string) => Array.from(w)[0] ?? '';
  return (letter(first) + (last ? letter(last) : '')).toLocaleUpperCase('pt-BR');
}
