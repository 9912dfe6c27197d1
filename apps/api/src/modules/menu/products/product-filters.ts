import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ProductFilter } from '@comanda/domain/menu/product-filter';
import { scheduleMoment } from '@comanda/domain/menu/product-schedule';
import { businessDate, businessWeekday } from '@comanda/domain/time/business-time';
import { containsPattern, foldForSearch } from '../../../db/schema/search-text';
import { products } from '../../../db/schema/index';
import { outerProductId, type Clock } from './product-resource';

/*
 * The menu's keyword and filters as SQL conditions on `products`, so that the database pages and
 * counts only what matches (issue 20): a category's products and the categories list
 * (GET …/menu-categories?filter=) use the same conditions, so both agree on what matches.
 *
 * "promotion" and "unavailable" depend on the clock. The domain reads the clock (the business's
 * date, weekday and time, in its time zone) and the SQL compares stored rows with those values, the
 * way productPricing and isOfferedAt decide for one product; `product-filters.test.ts` checks that
 * both agree over every kind of schedule and promotion.
 */

/** `column` (a search_name column) contains `keyword`; `%` and `_` typed by a person are literal. */
export function nameMatches(column: AnyPgColumn, keyword: string): SQL {
  return sql`${column} like ${containsPattern(keyword)}`;
}

/** Whether a text matches a keyword the way nameMatches does in SQL. */
export function textMatches(text: string, keyword: string): boolean {
  return foldForSearch(text).includes(foldForSearch(keyword));
}

/** A switched-on promotion of the product runs today: within its dates, on one of its weekdays (or any). */
function hasRunningPromotion({ now, timeZone }: Clock): SQL {
  const today = businessDate(now, timeZone);
  const weekday = businessWeekday(now, timeZone);
  return sql`exists (select 1 from product_promotions pr where pr.product_id = ${outerProductId} and pr.active
    and (pr.start_date is null or pr.start_date <= ${today}::date)
    and (pr.end_date is null or pr.end_date >= ${today}::date)
    and (jsonb_array_length(pr.days_of_week) = 0 or pr.days_of_week @> jsonb_build_array(${weekday}::text)))`;
}

/**
 * Not offered now: paused, or it has schedule rows and none covers now — today's switched-on range
 * (closing minute included; one that closes before it opens runs from its opening to midnight), or
 * yesterday's switched-on range that crosses midnight into today. No rows at all: always offered.
 *
 * The products offered now are one set per query (a hashed subplan over the business's rows of
 * today and yesterday, read off product_schedules_business_day_idx), not a lookup per product: the
 * count of a category, or of the whole menu, looks at every product. Only the products outside that
 * set are asked whether they have rows at all.
 */
function isUnavailable(businessId: number, { now, timeZone }: Clock): SQL {
  const { today, yesterday, time } = scheduleMoment(now, timeZone);
  const at = sql`${time}::time`;
  return sql`(not ${products.active}
    or (${outerProductId} not in (select s.product_id from product_schedules s
          where s.business_id = ${businessId} and s.day_of_week in (${today}, ${yesterday}) and s.is_active and (
            (s.day_of_week = ${today} and ${at} >= s.opening_time and (s.closing_time < s.opening_time or ${at} <= s.closing_time))
            or (s.day_of_week = ${yesterday} and s.closing_time < s.opening_time and ${at} <= s.closing_time)))
      and exists (select 1 from product_schedules s where s.product_id = ${outerProductId})))`;
}

/** The condition a filter puts on the business's `products`; none for 'all'. */
export function productFilterCondition(filter: ProductFilter, businessId: number, clock: Clock): SQL | undefined {
  switch (filter) {
    case 'all':
      return undefined;
    case 'active':
      return eq(products.active, true);
    case 'paused':
      return eq(products.active, false);
    case 'promotion':
      return hasRunningPromotion(clock);
    case 'unavailable':
      return isUnavailable(businessId, clock);
  }
}
