import type { ProductResource } from '@comanda/domain/menu/product';
import { cn } from '../../../../lib/cn';
import { formatMoney } from '../../../../lib/format';
import { useMenuT } from '../../i18n';

type ProductPriceProps = {
  product: Pick<ProductResource, 'amount' | 'promotional_price' | 'active_promotion' | 'is_weight_based' | 'variations_count'>;
  className?: string;
};

/**
 * The price as customers see it: per kg for weight-based products; during a promotion, the old
 * price struck through next to the promotional one (read out as "De R$ 30,00 por R$ 25,00").
 */
export function ProductPrice({ product, className }: ProductPriceProps) {
  const mt = useMenuT();
  const text = (cents: number) => (product.is_weight_based ? mt('product.perKg', { price: formatMoney(cents) }) : formatMoney(cents));
  const promo = product.active_promotion && product.promotional_price !== null ? product.promotional_price : null;

  // A product priced only by its options (a half-and-half pizza charged by its flavours).
  if (product.amount === 0 && promo === null && product.variations_count > 0) {
    return <span className={cn('text-xs whitespace-nowrap text-gray-500', className)}>{mt('product.priceByOptions')}</span>;
  }
  if (promo === null) {
    return <span className={cn('text-sm font-semibold whitespace-nowrap text-gray-900', className)}>{text(product.amount)}</span>;
  }
  return (
    <span className={cn('inline-flex flex-wrap items-baseline gap-x-1.5 text-sm whitespace-nowrap', className)}>
      <span className="sr-only">{mt('product.promoPrice', { old: text(product.amount), price: text(promo) })}</span>
      <s className="text-xs text-gray-400" aria-hidden="true" data-testid="old-price">
        {text(product.amount)}
      </s>
      <span className="font-semibold text-emerald-700" aria-hidden="true" data-testid="promotional-price">
        {text(promo)}
      </span>
    </span>
  );
}
