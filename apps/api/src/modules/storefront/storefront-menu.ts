import { acceptedPaymentMethods } from '@comanda/domain/business/payment-settings';
import { openingStatus, type OpeningHours, type OpeningStatus } from '@comanda/domain/business/opening-hours';
import type { PaymentMethod } from '@comanda/domain/orders/payment';
import type { OrderType } from '@comanda/domain/orders/order-type';
import type { StorefrontMenu } from '@comanda/domain/storefront/storefront';
import { scheduleSlots, type ScheduleSlot } from '@comanda/domain/storefront/schedule-slots';
import type { Queryable } from '../../db/client';
import { uploadUrl } from '../../lib/images';
import type { BusinessRow } from '../../plugins/tenancy';
import { listDeliveryAreas } from '../delivery-areas/delivery-areas.api';
import { readSellingMenu } from '../menu/menu.api';
import { openingText } from './opening-text';
import type { Lang } from '@comanda/domain/validation/lang';

/** What a customer pays on receipt here. */
const ON_RECEIPT: readonly PaymentMethod[] = ['money', 'card'];

/**
 * The methods a customer may pay an order of `type` with: accepted by the business, on receipt, Pix
 * when the business has a key or an Efí account (the tracking page shows the order's Pix code), and online (Mercado
 * Pago's hosted checkout) when the restaurant's account is connected.
 */
export function storefrontPaymentMethods(business: BusinessRow, type: OrderType): PaymentMethod[] {
  const offered: PaymentMethod[] = [...ON_RECEIPT];
  if (business.pixKey !== null || business.efiConnected) offered.push('pix');
  if (business.mercadoPagoConnected) offered.push('mercado_pago');
  return acceptedPaymentMethods({ payment_methods: business.paymentMethods }, type).filter((method) => offered.includes(method));
}

/** Whether the owner set any opening hours: none set, the business is taken as always open. */
function hasHours(hours: OpeningHours): boolean {
  return Object.values(hours.week).some((ranges) => ranges.length > 0) || hours.exceptions.length > 0;
}

/** Open now, or when it opens: by the opening hours, always open when none are set. */
export function storefrontOpening(business: BusinessRow, now: Date): OpeningStatus {
  if (!hasHours(business.openingHours)) return { is_open: true, closes_at: null, opens_at: null };
  return openingStatus(business.openingHours, now, business.timezone);
}

/** Every day, all day: the hours of a business that set none (always open). */
const ALL_DAY = { opening_time: '00:00', closing_time: '23:59' };
const ALWAYS: OpeningHours = {
  week: { sunday: [ALL_DAY], monday: [ALL_DAY], tuesday: [ALL_DAY], wednesday: [ALL_DAY], thursday: [ALL_DAY], friday: [ALL_DAY], saturday: [ALL_DAY] },
  exceptions: [],
};

/** The slots a customer may schedule an order for now (decision 0047); none when the owner does not allow scheduled orders. */
export function storefrontSlots(business: BusinessRow, now: Date): ScheduleSlot[] {
  if (!business.scheduledOrders) return [];
  const hours = hasHours(business.openingHours) ? business.openingHours : ALWAYS;
  return scheduleSlots(hours, now, business.timezone, business.preparationMinutes);
}

/** The public menu of a business: its card (name, logo, hours, terms, bairros) and what it sells. */
export async function readStorefrontMenu(db: Queryable, business: BusinessRow, now: Date, lang: Lang): Promise<StorefrontMenu> {
  const [categories, areas] = await Promise.all([readSellingMenu(db, business, { outsideHours: true }), listDeliveryAreas(db, business.id)]);
  const opening = storefrontOpening(business, now);
  const deliveryMethods = storefrontPaymentMethods(business, 'delivery');
  const pickupMethods = storefrontPaymentMethods(business, 'retirada');
  return {
    business: {
      name: business.name,
      token: business.token,
      slug: business.slug,
      logo_url: uploadUrl(business.logoPath),
      whatsapp: business.whatsapp,
      address: [`${business.addressStreet}, ${business.addressNumber}`, business.district, `${business.city}/${business.state}`].join(' · '),
      timezone: business.timezone,
      opening,
      opening_text: openingText(opening, lang),
      takes_orders: business.isCheckoutEnabled,
      closed_message: opening.is_open ? null : business.closedMessage,
      scheduling: { enabled: business.scheduledOrders && business.isCheckoutEnabled, slots: business.isCheckoutEnabled ? storefrontSlots(business, now) : [] },
      minimum_order: business.minOrderValue,
      preparation_minutes: business.preparationMinutes,
      delivery: { enabled: deliveryMethods.length > 0 && (areas.length > 0 || business.deliversOutside), payment_methods: deliveryMethods },
      pickup: { enabled: pickupMethods.length > 0, payment_methods: pickupMethods },
      districts: areas.map((area) => ({
        id: area.district_id,
        name: area.district_name,
        fee: area.delivery_fee,
        minimum_order: area.minimum_order,
        free_above: area.free_delivery_from,
        minutes: area.delivery_time,
      })),
    },
    categories,
  };
}
