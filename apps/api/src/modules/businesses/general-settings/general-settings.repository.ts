import { and, eq } from 'drizzle-orm';
import {
  serviceChargeColumn,
  serviceChargePercent,
  type GeneralSettings,
  type GeneralSettingsResource,
} from '@comanda/domain/business/general-settings';
import type { Queryable } from '../../../db/client';
import { businesses } from '../../../db/schema/index';
import type { BusinessRow } from '../../../plugins/tenancy';

// General settings live on the business row (schema/businesses.ts, migration 0006): one document, one version.

type GeneralColumns = Pick<
  BusinessRow,
  'waiterServiceCharge' | 'serviceChargeDefault' | 'minOrderValue' | 'autoAcceptOrders' | 'soundAlert' | 'orderNumberReset' | 'preparationMinutes' | 'closedMessage' | 'scheduledOrders' | 'generalVersion'
>;

const generalColumns = {
  waiterServiceCharge: businesses.waiterServiceCharge,
  serviceChargeDefault: businesses.serviceChargeDefault,
  minOrderValue: businesses.minOrderValue,
  autoAcceptOrders: businesses.autoAcceptOrders,
  soundAlert: businesses.soundAlert,
  orderNumberReset: businesses.orderNumberReset,
  preparationMinutes: businesses.preparationMinutes,
  closedMessage: businesses.closedMessage,
  scheduledOrders: businesses.scheduledOrders,
  generalVersion: businesses.generalVersion,
};

/** The wire form of the settings (the service charge as a percentage, spec §3). */
export function toGeneralSettingsResource(row: GeneralColumns): GeneralSettingsResource {
  return {
    waiter_service_charge: serviceChargePercent(row.waiterServiceCharge),
    service_charge_default: row.serviceChargeDefault,
    min_order_value: row.minOrderValue,
    auto_accept_orders: row.autoAcceptOrders,
    sound_alert: row.soundAlert,
    order_number_reset: row.orderNumberReset,
    preparation_minutes: row.preparationMinutes,
    closed_message: row.closedMessage,
    scheduled_orders: row.scheduledOrders,
    version: row.generalVersion,
  };
}

/**
 * Replaces every setting if the document is still at `version`, in one statement: of two saves of
 * the same version the database keeps one (the second finds the version moved and changes nothing).
 * Null when the version is stale.
 */
export async function saveGeneralSettings(db: Queryable, businessId: number, settings: GeneralSettings, version: number): Promise<GeneralSettingsResource | null> {
  const [row] = await db
    .update(businesses)
    .set({
      waiterServiceCharge: serviceChargeColumn(settings.waiter_service_charge),
      serviceChargeDefault: settings.service_charge_default,
      minOrderValue: settings.min_order_value,
      autoAcceptOrders: settings.auto_accept_orders,
      soundAlert: settings.sound_alert,
      orderNumberReset: settings.order_number_reset,
      preparationMinutes: settings.preparation_minutes,
      closedMessage: settings.closed_message,
      scheduledOrders: settings.scheduled_orders,
      generalVersion: version + 1,
      updatedAt: new Date(),
    })
    .where(and(eq(businesses.id, businessId), eq(businesses.generalVersion, version)))
    .returning(generalColumns);
  return row ? toGeneralSettingsResource(row) : null;
}
