import type { TFunction } from 'i18next';
import type { LocalMoment, OpeningStatus } from '@comanda/domain/business/opening-hours';
import { LOCALE_BY_LANG, type Lang } from '@comanda/domain/validation/lang';

/** When, in words the owner reads at a glance: "às 18:00", "amanhã às 18:00", "segunda às 11:00". */
function when(t: TFunction, moment: LocalMoment, lang: Lang): string {
  const { time, days_from_today: days } = moment;
  if (days === 0) return t('openingHours.when.today', { time });
  if (days === 1) return t('openingHours.when.tomorrow', { time });
  if (days < 7) return t('openingHours.when.weekday', { time, day: t(`openingHours.weekdayShort.${moment.weekday}`) });
  // A calendar date has no zone: read and written in UTC so no offset moves it.
  const date = new Intl.DateTimeFormat(LOCALE_BY_LANG[lang], { day: '2-digit', month: '2-digit', timeZone: 'UTC' }).format(new Date(`${moment.date}T00:00:00Z`));
  return t('openingHours.when.date', { time, date });
}

/** "Aberto agora · fecha às 23:00", "Fechado · abre amanhã às 18:00", "Fechado · sem horário definido". */
export function openingStatusText(t: TFunction, status: Pick<OpeningStatus, 'is_open' | 'closes_at' | 'opens_at'>, lang: Lang): string {
  if (status.is_open) {
    return status.closes_at ? t('openingHours.status.openUntil', { when: when(t, status.closes_at, lang) }) : t('openingHours.status.open');
  }
  return status.opens_at ? t('openingHours.status.closedUntil', { when: when(t, status.opens_at, lang) }) : t('openingHours.status.closedNoHours');
}
