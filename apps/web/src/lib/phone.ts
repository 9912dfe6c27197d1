import { useEffect, useState } from 'react';
import type * as PhoneFormatModule from './phone-format';

/*
 * libphonenumber and its metadata (about 35 KB compressed) load only where a phone is shown or typed,
 * not with every page that could show one: the profile page without a WhatsApp number never asks for
 * them (docs/decisions/0007). Until they arrive a phone shows as stored (+5511987654321, about as
 * wide as (11) 98765-4321) and typing goes on unformatted.
 */

export type PhoneFormat = typeof PhoneFormatModule;

let loaded: PhoneFormat | null = null;
let loading: Promise<PhoneFormat> | null = null;

/** Starts loading the phone rules (once); resolves with them. A failed load can be tried again. */
export function loadPhoneFormat(): Promise<PhoneFormat> {
  loading ??= import('./phone-format').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The phone rules if they have arrived, else null (and nothing is loaded). */
export function phoneFormatIfLoaded(): PhoneFormat | null {
  return loaded;
}

/**
 * A phone for display, '(11) 98765-4321', once the phone rules have arrived; the stored value until
 * then. Loads them only when there is a phone to show.
 */
export function useFormattedPhone(value: string | null | undefined): string {
  const format = usePhoneFormat(value);
  if (!value) return '';
  return format ? format.formatPhone(value) : value;
}

/** The wa.me link of a phone once the phone rules have arrived (null until then, or when it is no phone). */
export function useWhatsappUrl(value: string | null | undefined): string | null {
  return usePhoneFormat(value)?.whatsappUrl(value) ?? null;
}

/** The phone rules, loaded when there is a phone to read. */
function usePhoneFormat(value: string | null | undefined): PhoneFormat | null {
  const [format, setFormat] = useState(phoneFormatIfLoaded);
  useEffect(() => {
    if (!value || format) return undefined;
    let current = true;
    loadPhoneFormat().then(
      (module) => current && setFormat(module),
      () => undefined, // the stored value stays readable
    );
    return () => {
      current = false;
    };
  }, [value, format]);
  return format;
}
