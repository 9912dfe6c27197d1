import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pricingModeOf } from '@comanda/domain/menu/variation';
import { Alert } from '../../../../components/ui/alert';
import { SelectField } from '../../../../components/ui/select-field';
import { Spinner } from '../../../../components/ui/spinner';
import { cn } from '../../../../lib/cn';
import { notifyApiError } from '../../../../lib/form-errors';
import { notify } from '../../../../lib/toast';
import { useCopyVariation } from '../api/copy-variation';
import { useCategories } from '../../categories/api/list-categories';
import { useSourceProducts } from '../api/list-source-products';
import { useVariations } from '../api/list-variations';
import { useOptionsT } from '../../i18n';
import { choiceRule } from './variation-card';
import { WideDialog } from '../../../../components/ui/wide-dialog';
import { DialogActions } from '../../../../components/ui/dialog-actions';
import { closeUnlessBusy } from '../../../../components/ui/close-unless-busy';

type CopyVariationDialogProps = {
  businessId: number | null;
  productId: number;
  open: boolean;
  onClose: () => void;
};

function Loading() {
  const { t } = useTranslation();
  return (
    <p className="flex items-center gap-2 text-sm text-gray-500" role="status">
      <Spinner className="size-4" />
      {t('common.loading')}
    </p>
  );
}

/** "Copiar de outro produto": pick a category, a product and one of its groups; the copy goes last here. */
export function CopyVariationDialog({ businessId, productId, open, onClose }: CopyVariationDialogProps) {
  if (!open) return null;
  return <CopyPicker businessId={businessId} productId={productId} onClose={onClose} />;
}

function CopyPicker({ businessId, productId, onClose }: Omit<CopyVariationDialogProps, 'open'>) {
  const ot = useOptionsT();
  const id = useId();
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [sourceId, setSourceId] = useState<number | null>(null);
  const [groupId, setGroupId] = useState<number | null>(null);
  const categories = useCategories(businessId);
  const products = useSourceProducts(businessId, categoryId);
  const groups = useVariations(sourceId);
  const copy = useCopyVariation(productId);
  const chosen = groups.data?.find((g) => g.id === groupId) ?? null;

  const submit = () => {
    if (!chosen || copy.isPending) return;
    copy.mutate(chosen.id, {
      onSuccess: (group) => {
        notify.success({ title: ot('copy.done', { name: group.name }) });
        onClose();
      },
      onError: notifyApiError,
    });
  };

  let groupList = null;
  if (sourceId !== null) {
    if (groups.isError) groupList = <Alert tone="error">{ot('copy.loadFailed')}</Alert>;
    else if (!groups.data) groupList = <Loading />;
    else if (groups.data.length === 0) groupList = <p className="text-sm text-gray-500">{ot('copy.noGroups')}</p>;
    else
      groupList = (
        <fieldset>
          <legend className="text-sm font-medium text-gray-700">{ot('copy.groups')}</legend>
          <div className="mt-2 space-y-2">
            {groups.data.map((group) => (
              <label
                key={group.id}
                className={cn(
                  'flex cursor-pointer gap-3 rounded-lg p-3 ring-1 ring-inset has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
                  groupId === group.id ? 'bg-brand-50 ring-brand-300' : 'bg-white ring-gray-200 hover:bg-gray-50',
                )}
              >
                <input
                  type="radio"
                  name={`${id}-group`}
                  checked={groupId === group.id}
                  onChange={() => setGroupId(group.id)}
                  aria-labelledby={`${id}-${group.id}-name`}
                  aria-describedby={`${id}-${group.id}-rule ${id}-${group.id}-items`}
                  className="mt-0.5 size-4 shrink-0 accent-brand-600"
                />
                <span className="min-w-0">
                  <span id={`${id}-${group.id}-name`} className="block text-sm font-medium text-gray-900">
                    {group.name}
                  </span>
                  <span id={`${id}-${group.id}-rule`} className="mt-0.5 block text-xs text-gray-500">
                    {choiceRule(ot, group)} · {ot(`mode.badge.${pricingModeOf(group)}`)}
                  </span>
                  <span id={`${id}-${group.id}-items`} className="mt-0.5 block text-xs break-words text-gray-500">
                    {ot('copy.items', { count: group.items.length, names: group.items.map((i) => i.name).join(', ') })}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      );
  }

  return (
    <WideDialog
      size="form"
      open
      onOpenChange={closeUnlessBusy(copy.isPending, onClose)}
      title={ot('copy.title')}
      description={ot('copy.description')}
      footer={
        <DialogActions onCancel={onClose} confirmLabel={ot('copy.confirm')} pending={copy.isPending} onConfirm={submit} disabled={!chosen} />
      }
    >
      <div className="space-y-4">
        {categories.isError ? <Alert tone="error">{ot('copy.loadFailed')}</Alert> : null}
        {!categories.data && !categories.isError ? <Loading /> : null}
        {categories.data ? (
          <SelectField
            label={ot('copy.category')}
            placeholder={ot('copy.pickCategory')}
            value={categoryId === null ? '' : String(categoryId)}
            options={categories.data.map((c) => ({ value: String(c.id), label: c.name }))}
            onChange={(e) => {
              setCategoryId(Number(e.target.value));
              setSourceId(null);
              setGroupId(null);
            }}
          />
        ) : null}
        {categoryId !== null && products.isError ? <Alert tone="error">{ot('copy.loadFailed')}</Alert> : null}
        {categoryId !== null && !products.data && !products.isError ? <Loading /> : null}
        {products.data && products.data.length === 0 ? <p className="text-sm text-gray-500">{ot('copy.noProducts')}</p> : null}
        {products.data && products.data.length > 0 ? (
          <SelectField
            label={ot('copy.product')}
            placeholder={ot('copy.pickProduct')}
            value={sourceId === null ? '' : String(sourceId)}
            options={products.data.map((p) => ({
              value: String(p.id),
              label: p.id === productId ? ot('copy.thisProduct', { name: p.name }) : ot('copy.productGroups', { name: p.name, count: p.variations_count }),
            }))}
            onChange={(e) => {
              setSourceId(Number(e.target.value));
              setGroupId(null);
            }}
          />
        ) : null}
        {groupList}
      </div>
    </WideDialog>
  );
}
