import { eq } from 'drizzle-orm';
import { decideDelivery } from '@comanda/domain/delivery/delivery-decision';
import { formatMoney } from '@comanda/domain/money/money';
import type { OrderType } from '@comanda/domain/orders/order-type';
import type { Lang } from '@comanda/domain/validation/lang';
import type { Queryable } from '../../db/client';
import { districts } from '../../db/schema/index';
import { fieldError } from '../../lib/app-error';
import { msg } from '../../lib/messages';
import type { BusinessRow } from '../../plugins/tenancy';
import { listDeliveryAreas } from './delivery-area-lookup';

/*
 * The delivery terms of an order (issue 15): the fee of the bairro it goes to, or why it cannot go
 * there (not served, a day off, below the bairro's minimum), as a 422 on district_id. The PDV's
 * orders and the storefront's checkout are priced by the same rule.
 */

export interface DeliveryTerms {
  deliveryFee: number;
  districtId: number | null;
  districtName: string | null;
}

const NO_DELIVERY: DeliveryTerms = { deliveryFee: 0, districtId: null, districtName: null };

/** The fee and bairro of a delivery order whose items come to `subtotal`; other types pay no fee. */
export async function deliveryTerms(
  q: Queryable,
  business: BusinessRow,
  orderType: OrderType,
  districtId: number | null | undefined,
  subtotal: number,
  now: Date,
  lang: Lang,
): Promise<DeliveryTerms> {
  if (orderType !== 'delivery') return NO_DELIVERY;
  if (districtId == null) throw fieldError('district_id', msg(lang, 'order_district_required'));
  const areas = await listDeliveryAreas(q, business.id);
  const decision = decideDelivery(
    { delivery_fee: business.deliveryFee, delivers_outside: business.deliversOutside, districts: areas },
    { district_id: districtId },
    subtotal,
    now,
    business.timezone,
  );
  if (!decision.deliverable) {
    switch (decision.reason) {
      case 'outside_area':
        throw fieldError('district_id', msg(lang, 'order_district_not_served'));
      case 'day_off':
        throw fieldError('district_id', msg(lang, 'order_district_day_off', { district: decision.area.district_name }));
      case 'below_minimum':
        throw fieldError(
          'district_id',
          msg(lang, 'order_district_minimum', { district: decision.area.district_name, amount: formatMoney(decision.minimum_order, lang) }),
        );
    }
  }
  const name = decision.area?.district_name ?? (await districtName(q, districtId));
  if (name === null) throw fieldError('district_id', msg(lang, 'order_district_not_served'));
  return { deliveryFee: decision.fee, districtId, districtName: name };
}

async function districtName(q: Queryable, id: number): Promise<string | null> {
  const [row] = await q.select({ name: districts.name }).from(districts).where(eq(districts.id, id));
  return row?.name ?? null;
}
