import { BadgePercent, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PromotionResource } from '@comanda/domain/menu/product-pricing';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ProductPrice } from '../../../features/menu/products/components/product-price';
import { usePromotions } from '../../../features/menu/promotions/api/list-promotions';
import { DeletePromotionDialog } from '../../../features/menu/promotions/components/delete-promotion-dialog';
import { PromotionCard } from '../../../features/menu/promotions/components/promotion-card';
import { PromotionFormDialog } from '../../../features/menu/promotions/components/promotion-form-dialog';
import { useOptionsT } from '../../../features/menu/i18n';
import { localToday } from '../../../features/menu/promotions/lib/promotion-text';
import { useProduct } from '../../../features/menu/products/api/get-product';
import { useProductId } from '../../../features/menu/products/lib/product-id';
import { useFeatureGate } from '../../../lib/feature-gate';

function PromotionsSkeleton() {
  const ot = useOptionsT();
  return (
    <ul className="space-y-3" role="status" aria-label={ot('promotions.loading')}>
      {[0, 1].map((i) => (
        <li key={i} className="animate-pulse rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
          <div className="h-4 w-40 rounded bg-gray-100" />
          <div className="mt-3 h-3.5 w-56 max-w-full rounded bg-gray-100" />
          <div className="mt-4 h-3 w-72 max-w-full rounded bg-gray-100" />
        </li>
      ))}
    </ul>
  );
}

/** /cardapio/:id/promotions: the product's price now and its promotions, to create, edit, switch, delete. */
export function Component() {
  const ot = useOptionsT();
  const { t } = useTranslation();
  const validId = useProductId();
  const productId = validId ?? 0;
  const productQuery = useProduct(validId);
  const product = productQuery.data;
  const promotionsQuery = usePromotions(validId);
  const promotions = promotionsQuery.data ?? [];
  const [formTarget, setFormTarget] = useState<PromotionResource | 'new' | null>(null);
  const [toDelete, setToDelete] = useState<PromotionResource | null>(null);
  // Promotions are a plan feature (spec §9 product_promotion): without it, adding or editing one
  // opens the upgrade modal instead of the form.
  const promotionGate = useFeatureGate('product_promotion');
  const today = localToday();

  let body;
  if (promotionsQuery.isError) {
    body = (
      <Alert
        tone="error"
        title={t('errors.title')}
        actions={
          <Button size="sm" variant="secondary" onClick={() => void promotionsQuery.refetch()}>
            {t('common.retry')}
          </Button>
        }
      >
        {promotionsQuery.error.message || ot('promotions.loadFailed')}
      </Alert>
    );
  } else if (!promotionsQuery.data) {
    body = <PromotionsSkeleton />;
  } else if (promotions.length === 0) {
    body = <EmptyState icon={BadgePercent} title={ot('promotions.emptyTitle')} description={ot('promotions.emptyText')} />;
  } else {
    body = (
      <ul className="space-y-3" data-testid="promotions">
        {promotions.map((promotion) => (
          <PromotionCard
            key={promotion.id}
            productId={productId}
            promotion={promotion}
            today={today}
            onEdit={(promotion) => promotionGate.guard(() => setFormTarget(promotion))}
            onDelete={setToDelete}
          />
        ))}
      </ul>
    );
  }

  return (
    <>
      <div data-testid="page-cardapio-promotions">
        <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div className="min-w-0">
            <h2 className="text-lg font-semibold text-gray-900">{ot('promotions.title')}</h2>
            <p className="mt-1 max-w-2xl text-sm text-gray-500">{ot('promotions.description')}</p>
          </div>
          <Button className="sm:shrink-0" icon={<Plus className="size-4" aria-hidden="true" />} onClick={() => promotionGate.guard(() => setFormTarget('new'))} disabled={validId === null}>
            {ot('promotions.new')}
          </Button>
        </div>

        <section aria-labelledby="product-price-now" className="mb-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-5" data-testid="product-price-now">
          <h3 id="product-price-now" className="text-sm font-medium text-gray-500">
            {ot('price.title')}
          </h3>
          {product ? (
            <div className="mt-1 flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <ProductPrice product={product} className="text-lg! [&_s]:text-sm!" />
              <span className="text-sm text-gray-600">
                {product.active_promotion ? ot('price.running') : ot('price.none')}
              </span>
            </div>
          ) : productQuery.isError ? (
            <p className="mt-1 text-sm text-gray-500">{ot('price.loadFailed')}</p>
          ) : (
            <div className="mt-2 h-5 w-32 animate-pulse rounded bg-gray-100" />
          )}
          <p className="mt-2 text-xs text-gray-500">{ot('price.rule')}</p>
        </section>

        {body}
        <PromotionFormDialog productId={productId} amount={product?.amount ?? null} target={formTarget} onClose={() => setFormTarget(null)} />
        <DeletePromotionDialog productId={productId} promotion={toDelete} onClose={() => setToDelete(null)} />
      </div>
    </>
  );
}
