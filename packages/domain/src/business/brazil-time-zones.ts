import { DEFAULT_TIME_ZONE } from '../time/business-time';

/*
 * The IANA time zones of Brazil (none observes daylight saving since 2019), the choices of the
 * business page: a business's "today", opening hours and promotions follow its zone (decision 0003).
 * Ordered from east to west; the labels, with their states, live in the web's locale files.
 */
export const BRAZIL_TIME_ZONES = [
  'America/Noronha',
  DEFAULT_TIME_ZONE,
  'America/Bahia',
  'America/Fortaleza',
  'America/Recife',
  'America/Maceio',
  'America/Belem',
  'America/Araguaina',
  'America/Santarem',
  'America/Campo_Grande',
  'America/Cuiaba',
  'America/Porto_Velho',
  'America/Boa_Vista',
  'America/Manaus',
  'America/Eirunepe',
  'America/Rio_Branco',
] as const;
export type BrazilTimeZone = (typeof BRAZIL_TIME_ZONES)[number];
