import type { LocalMoment, OpeningStatus } from '@comanda/domain/business/opening-hours';
import type { Lang } from '@comanda/domain/validation/lang';
import { WEEKDAY_LABELS } from '@comanda/domain/time/business-time';
import { msg } from '../../lib/messages';

const OPEN_UNTIL = { pt: 'Aberto até {time}', en: 'Open until {time}' } as const;
const OPEN = { pt: 'Aberto agora', en: 'Open now' } as const;

/** "hoje", "amanhã" or the weekday of a coming opening. */
function dayOf(moment: LocalMoment, lang: Lang): string {
  if (moment.days_from_today === 0) return msg(lang, 'storefront_today');
  if (moment.days_from_today === 1) return msg(lang, 'storefront_tomorrow');
  const label = WEEKDAY_LABELS[lang][moment.weekday];
  return lang === 'pt' ? label.toLowerCase() : label;
}

/** The storefront's opening as one sentence: open until when, or closed and when it opens. */
export function openingText(status: OpeningStatus, lang: Lang): string {
  if (status.is_open) return status.closes_at ? OPEN_UNTIL[lang].replace('{time}', status.closes_at.time) : OPEN[lang];
  if (!status.opens_at) return msg(lang, 'storefront_closed_no_opening');
  return msg(lang, 'storefront_closed', { when: dayOf(status.opens_at, lang), time: status.opens_at.time });
}
