import { CreditCard } from 'lucide-react';
import { FeaturePage } from '../feature-page';

/** Mercado Pago's return page (back_urls /mercadopago/success|failure|pending), once payments exist. */
export function Component() {
  return <FeaturePage page="mercadopago" icon={CreditCard} />;
}
