import { PackageSearch } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProductResource } from '@comanda/domain/menu/product';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { useProduct } from '../../../features/menu/products/api/get-product';
import { BackToMenuLink } from '../../../features/menu/shared/components/back-link';
import { useProductT, type ProductT } from '../../../features/menu/i18n';
import { useProductId } from '../../../features/menu/products/lib/product-id';
import { isApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { TabsLayout } from '../tabs-layout';

/** "R$ 32,21 em promoção (de R$ 37,90) · Disponível agora": the price as customers see it and what keeps them from ordering it. */
function summary(product: ProductResource, pt: ProductT): string {
  const amount = product.active_promotion && product.promotional_price !== null ? product.promotional_price : product.amount;
  const shown = product.is_weight_based ? pt('item.perKg', { price: formatMoney(amount) }) : formatMoney(amount);
  const byOptions = product.amount === 0 && product.variations_count > 0;
  const price = byOptions
    ? pt('item.priceByOptions')
    : amount === product.amount
      ? shown
      : pt('item.onPromotion', { price: shown, old: formatMoney(product.amount) });
  if (!product.active) return `${price} · ${pt('item.paused')}`;
  return `${price} · ${pt(product.available_now ? 'item.available' : 'item.unavailable')}`;
}

/** /cardapio/{id}: the product's name over its sub-pages as tabs; they render once it is loaded. */
export function Component() {
  const pt = useProductT();
  const { t } = useTranslation();
  const id = useProductId();
  const query = useProduct(id);
  const product = query.data;

  const notFound = id === null || (isApiError(query.error) && query.error.status === 404 && !product);
  let content;
  if (notFound) {
    content = (
      <EmptyState
        icon={PackageSearch}
        title={pt('item.notFoundTitle')}
        description={pt('item.notFoundText')}
        action={
          <Link to={paths.cardapio.to()} className={buttonClasses('primary')}>
            {pt('item.back')}
          </Link>
        }
      />
    );
  } else if (query.isError && !product) {
    content = (
      <Alert
        tone="error"
        title={pt('item.loadFailed')}
        actions={
          <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  } else if (!product) {
    content = (
      <div className="flex items-center gap-2 py-10 text-sm text-gray-500" role="status">
        <Spinner className="size-5 text-brand-600" />
        {pt('item.loading')}
      </div>
    );
  } else {
    content = (
      <TabsLayout
        title={product.name}
        description={summary(product, pt)}
        tabs={[
          { to: paths.cardapioIdBasic.to({ id: product.id }), label: pt('item.tabBasic') },
          { to: paths.cardapioIdHorarios.to({ id: product.id }), label: pt('item.tabSchedules') },
          { to: paths.cardapioIdPromotions.to({ id: product.id }), label: pt('item.tabPromotions') },
          { to: paths.cardapioIdVariations.to({ id: product.id }), label: pt('item.tabOptions') },
        ]}
      />
    );
  }

  return (
    <div data-testid="page-cardapio-item">
      {notFound ? null : <BackToMenuLink />}
      {content}
    </div>
  );
}
