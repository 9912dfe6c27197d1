import type { Business } from '@comanda/domain/business/business-schemas';
import { publicLinkPath } from '@comanda/domain/business/business-slug';
import { openingStatus } from '@comanda/domain/business/opening-hours';
import type { Lang } from '@comanda/domain/validation/lang';
import { uploadUrl } from '../../lib/images';
import { cardFeeResourceOf, paymentMethodsOf } from './payment-settings/payment-settings-resource';
import { canAccessBusiness, type BusinessRow } from '../../plugins/tenancy';
import { availableFeatures, businessFeatures } from '../../lib/plans/plan-features';
import { toGeneralSettingsResource } from './general-settings/general-settings.repository';

type ResourceOptions = {
  lang: Lang;
  /** config.appUrl: the public menu is served on the app's own origin. */
  appUrl: string;
  now?: Date;
};

/** The wire form of a business (businessSchema); plan_status and is_open are computed for `now`. */
export function toBusinessResource(row: BusinessRow, { lang, appUrl, now = new Date() }: ResourceOptions): Business {
  const { planStatus, featureCodes } = businessFeatures(row, now);
  const opening = openingStatus(row.openingHours, now, row.timezone);
  // The page's version stays with the page; the order manager and the PDV need the settings only.
  const { waiter_service_charge: serviceCharge, version: _version, closed_message: _closedMessage, scheduled_orders: _scheduled, ...generalSettings } = toGeneralSettingsResource(row);
  return {
    id: row.id,
    token: row.token,
    name: row.name,
    segment: row.segment,
    whatsapp: row.whatsapp,
    zipcode: row.zipcode,
    address_street: row.addressStreet,
    address_number: row.addressNumber,
    address_complement: row.addressComplement,
    district: row.district,
    city: row.city,
    state: row.state,
    logo: uploadUrl(row.logoPath),
    currency: row.currency,
    timezone: row.timezone,
    delivery_fee: row.deliveryFee,
    is_checkout_enabled: row.isCheckoutEnabled,
    // Spec §3 names the service charge's id: the business's own, as it has one at most.
    waiter_service_charge: serviceCharge === null ? null : { id: row.id, value: serviceCharge },
    general_settings: generalSettings,
    email: row.email,
    document: row.document,
    slug: row.slug,
    storefront_url: `${appUrl}${publicLinkPath(row)}`,
    profile_version: row.profileVersion,
    is_open: opening.is_open,
    closes_at: opening.closes_at,
    opens_at: opening.opens_at,
    payment_methods: paymentMethodsOf(row),
    card_fee: cardFeeResourceOf(row),
    has_pix_key: row.pixKey !== null,
    efi_connected: row.efiConnected,
    can_access: canAccessBusiness(row),
    billing_suspended: row.billingSuspended,
    plan_status: planStatus,
    feature_codes: featureCodes,
    available_features: availableFeatures(lang),
    // Subscriptions (Mercado Pago billing) come in a later issue.
    subscription: null,
    created_at: row.createdAt.toISOString(),
  };
}
