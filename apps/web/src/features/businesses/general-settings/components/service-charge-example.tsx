import { GeneralSettingsSchema } from '@comanda/domain/business/general-settings';
import { percentToFraction } from '@comanda/domain/money/percent';
import { serviceChargeOf } from '@comanda/domain/totals/order-total';
import { formatMoney } from '../../../../lib/format';
import { useGeneralSettingsT } from '../i18n';

/** A table bill of R$ 100,00: a round number makes the percentage easy to check. */
const EXAMPLE_SUBTOTAL = 100_00;

/** "On a table bill of R$ 100,00 the charge is R$ 12,50", worked out by the rule the PDV uses. */
export function ServiceChargeExample({ percent, currency }: { percent: number | null; currency: string }) {
  const gt = useGeneralSettingsT();
  // Only a charge the server would take gets an example; the field shows what is wrong with others.
  if (!percent || !GeneralSettingsSchema.shape.waiter_service_charge.safeParse(percent).success) return null;
  const charge = serviceChargeOf(EXAMPLE_SUBTOTAL, percentToFraction(percent));
  return (
    <p className="text-sm text-gray-600" data-testid="service-charge-example">
      {gt('table.example', { subtotal: formatMoney(EXAMPLE_SUBTOTAL, currency), charge: formatMoney(charge, currency) })}
    </p>
  );
}
