import { FolderPlus } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProductCreateBody } from '@comanda/domain/menu/product';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { useMe } from '../../../features/account/api/get-me';
import { useCategories } from '../../../features/menu/categories/api/list-categories';
import { useCreateProduct } from '../../../features/menu/products/api/create-product';
import { BackToMenuLink } from '../../../features/menu/shared/components/back-link';
import { ProductForm } from '../../../features/menu/products/components/product-form';
import { useProductT } from '../../../features/menu/i18n';
import { emptyProductValues } from '../../../features/menu/products/lib/product-form-values';
import { notify } from '../../../lib/toast';
import { paths } from '../../../lib/paths';

/** /cardapio/add (?category={id} preselects the category): create it with its cover, open the product. */
export function Component() {
  const pt = useProductT();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { data: me } = useMe();
  const businessId = me?.current_business_id ?? null;
  const categoriesQuery = useCategories(businessId);
  const create = useCreateProduct();

  async function save(body: ProductCreateBody, cover: File | null) {
    // One request: the product and its cover are made together, or neither is (a refused cover
    // comes back as a 422 under the cover field, and the owner is still on this form).
    const product = await create.mutateAsync({ body, cover });
    notify.success({ title: pt('add.created', { name: product.name }), description: pt('add.createdText') });
    await navigate(paths.cardapioIdBasic.to({ id: product.id }));
  }

  const categories = categoriesQuery.data;
  let body;
  if (businessId === null || (categoriesQuery.isError && !categories)) {
    body = (
      <Alert
        tone="error"
        title={pt('add.loadFailed')}
        actions={
          businessId !== null ? (
            <Button size="sm" variant="secondary" onClick={() => void categoriesQuery.refetch()}>
              {t('common.retry')}
            </Button>
          ) : undefined
        }
      />
    );
  } else if (!categories) {
    body = (
      <div className="flex items-center gap-2 py-10 text-sm text-gray-500" role="status">
        <Spinner className="size-5 text-brand-600" />
        {t('common.loading')}
      </div>
    );
  } else if (categories.length === 0) {
    body = (
      <EmptyState
        icon={FolderPlus}
        title={pt('add.noCategoryTitle')}
        description={pt('add.noCategoryText')}
        action={
          <Link to={paths.cardapio.to()} className={buttonClasses('primary')}>
            {pt('add.noCategoryAction')}
          </Link>
        }
      />
    );
  } else {
    const asked = Number(params.get('category'));
    const preselected = categories.find((c) => c.id === asked)?.id ?? (categories.length === 1 ? categories[0]?.id : undefined);
    body = (
      <ProductForm
        mode="create"
        categories={categories}
        defaultValues={emptyProductValues(preselected)}
        onSubmit={save}
        cancelTo={paths.cardapio.to()}
      />
    );
  }

  return (
    <div className="mx-auto max-w-3xl" data-testid="page-cardapio-add">
      <BackToMenuLink />
      <PageHeader title={pt('add.title')} description={pt('add.description')} />
      {body}
    </div>
  );
}
