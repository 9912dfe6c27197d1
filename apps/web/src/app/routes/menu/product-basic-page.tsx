import { useQueryClient } from '@tanstack/react-query';
import { useGuardedMutation } from '../../../lib/use-guarded-mutation';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProductCreateBody, ProductResource } from '@comanda/domain/menu/product';
import { Spinner } from '../../../components/ui/spinner';
import { useMe } from '../../../features/account/api/get-me';
import { deleteProduct } from '../../../features/menu/products/api/delete-product';
import { useCategories } from '../../../features/menu/categories/api/list-categories';
import { useUpdateProduct } from '../../../features/menu/products/api/update-product';
import { useMenuT } from '../../../features/menu/i18n';
import { forgetProduct } from '../../../features/menu/products/lib/product-cache';
import { useProduct } from '../../../features/menu/products/api/get-product';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { CoverCard } from '../../../features/menu/products/components/cover-card';
import { DeleteCard, StatusCard } from '../../../features/menu/products/components/product-side-cards';
import { ProductForm } from '../../../features/menu/products/components/product-form';
import { isFreeUnconfirmed, useFreeProductQuestion } from '../../../features/menu/products/components/free-product-dialog';
import { useProductT } from '../../../features/menu/i18n';
import { productValues } from '../../../features/menu/products/lib/product-form-values';
import { useProductId } from '../../../features/menu/products/lib/product-id';
import { notifyApiError } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { paths } from '../../../lib/paths';
import { LEAVE_WITHOUT_ASKING } from '../../../components/unsaved-changes-guard';

/**
 * Deletes the product and goes back to the menu. The product is forgotten from the cache only
 * when this page unmounts: forgotten earlier, the layout (still on screen until the navigation
 * commits) would fetch it again and get a 404.
 */
function useDeleteAndLeave(product: ProductResource | undefined) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mt = useMenuT();
  const forgetOnLeave = useRef<(() => void) | null>(null);
  useEffect(() => {
    const pending = forgetOnLeave;
    return () => pending.current?.();
  }, []);
  return useGuardedMutation({
    mutationFn: (id: number) => deleteProduct(id),
    onSuccess: async (_data, id) => {
      // Here rather than in mutate(): callbacks given to mutate() do not run once the page is gone.
      notify.success({ title: mt('product.deleted', { name: product?.name ?? '' }) });
      forgetOnLeave.current = () => void forgetProduct(queryClient, id, product?.category_id);
      await navigate(paths.cardapio.to(), { replace: true, state: LEAVE_WITHOUT_ASKING });
    },
  });
}

/** /cardapio/{id}/basic: the product's fields, its cover, pausing and deleting. */
export function Component() {
  const pt = useProductT();
  const mt = useMenuT();
  const { i18n } = useTranslation();
  const { data: product } = useProduct(useProductId());
  const { data: me } = useMe();
  const categories = useCategories(me?.current_business_id ?? null).data;
  const save = useUpdateProduct();
  const toggle = useUpdateProduct();
  const remove = useDeleteAndLeave(product);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const freeQuestion = useFreeProductQuestion();

  // The layout renders this page only once the product is loaded.
  if (!product) return null;
  const name = product.name;

  async function submit(body: ProductCreateBody) {
    // Pausing has its own switch beside the form (saved at once), so the form leaves `active` alone.
    const { active: _active, ...fields } = body;
    await save.mutateAsync({ id: product!.id, body: fields });
    notify.success({ title: pt('form.saved') });
  }

  function setActive(active: boolean, confirmFree?: true) {
    toggle.mutate(
      { id: product!.id, body: confirmFree ? { active, confirm_free: true } : { active } },
      {
        onSuccess: () => notify.success({ title: pt(active ? 'status.resumedToast' : 'status.pausedToast', { name }) }),
        // Resuming a product that costs nothing asks first, then sends the owner's word.
        onError: (error) => (isFreeUnconfirmed(error) ? freeQuestion.ask(name, () => setActive(active, true)) : notifyApiError(error)),
      },
    );
  }

  function deleteIt() {
    remove.mutate(product!.id, {
      onError: (error) => {
        setConfirmDelete(false);
        notifyApiError(error);
      },
    });
  }

  return (
    <div className="grid gap-6 lg:grid-cols-3 lg:items-start" data-testid="page-cardapio-basic">
      <div className="lg:col-span-2">
        {categories ? (
          <ProductForm
            key={product.id}
            mode="edit"
            categories={categories}
            defaultValues={productValues(product, i18n.language)}
            onSubmit={submit}
            cancelTo={paths.cardapio.to()}
          />
        ) : (
          <div className="flex justify-center py-10" role="status">
            <Spinner className="size-6 text-brand-600" />
          </div>
        )}
      </div>
      <div className="space-y-6">
        <CoverCard product={product} />
        <StatusCard product={product} pending={toggle.isPending} onToggle={() => setActive(!product.active)} />
        <DeleteCard onDelete={() => setConfirmDelete(true)} />
      </div>
      {freeQuestion.dialog}
      <ConfirmDialog
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        onConfirm={deleteIt}
        title={mt('deleteProduct.title', { name })}
        description={mt('deleteProduct.text')}
        confirmLabel={mt('deleteProduct.confirm')}
        pending={remove.isPending}
      />
    </div>
  );
}
