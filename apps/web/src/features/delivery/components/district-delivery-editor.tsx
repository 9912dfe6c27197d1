import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DistrictDeliveryBodySchema, type DistrictDeliveryResource } from '@comanda/domain/delivery/district-delivery';
import type { Business } from '@comanda/domain/business/business-schemas';
import type { DistrictResource } from '@comanda/domain/regions/regions';
import { formatValidationErrors } from '@comanda/domain/validation/format-errors';
import { toLang } from '@comanda/domain/validation/lang';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { applyApiErrors } from '../../../lib/form-errors';
import { formatMoney } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { useCities } from '../api/list-cities';
import { useStates } from '../api/list-states';
import { useUpdateDistrictDelivery } from '../api/update-district-delivery';
import { addArea, errorsByRow, isChanged, patchArea, removeAreas, setFee, toBody, toDraft, type DeliveryDraft } from '../lib/delivery-draft';
import { defaultCityId, defaultStateId } from '../lib/default-region';
import { useDeliveryT } from '../i18n';
import { BulkFeeBar } from './bulk-fee-bar';
import { DistrictList } from './district-list';
import { DistrictSearch } from './district-search';
import { OutsideDelivery } from './outside-delivery';
import { RegionPicker } from './region-picker';

type Errors = ReturnType<typeof errorsByRow>;
const NO_ERRORS: Errors = { rows: {}, page: {} };

/** Puts the caret in the first field a message points at, once the messages are on screen. */
function focusFirstInvalid() {
  window.requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-testid="delivery-editor"] [aria-invalid="true"]')?.focus());
}

/**
 * /settings/entrega-bairros-taxa: the bairros served and their terms, edited together and saved in
 * one PUT; the guard asks before leaving with changes not saved.
 */
export function DistrictDeliveryEditor({ business, saved }: { business: Business; saved: DistrictDeliveryResource }) {
  const dt = useDeliveryT();
  const { i18n } = useTranslation();
  const lang = toLang(i18n.language);
  const currency = business.currency;
  const update = useUpdateDistrictDelivery();
  const [draft, setDraft] = useState<DeliveryDraft>(() => toDraft(saved));
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [errors, setErrors] = useState<Errors>(NO_ERRORS);
  const [region, setRegion] = useState<{ stateId: number | null; cityId: number | null }>({ stateId: null, cityId: null });
  const saving = update.isPending;
  const changed = isChanged(saved, draft);

  // The picker opens on the business's own city (default-region.ts) until the owner picks another.
  const states = useStates();
  const stateId = region.stateId ?? (states.data ? defaultStateId(states.data, business) : null);
  const cities = useCities(stateId);
  const cityId = region.cityId ?? (cities.data ? defaultCityId(cities.data, business) : null);
  const city = cities.data?.find((c) => c.id === cityId) ?? null;
  const uf = states.data?.find((s) => s.id === stateId)?.uf ?? '';

  function add(district: DistrictResource) {
    if (!city) return;
    setDraft((d) => addArea(d, { district_id: district.id, district_name: district.name, city_id: city.id, city_name: city.name, state_uf: uf }));
    notify.info({ title: dt('search.added', { name: district.name }) });
  }

  function applyFee(fee: number) {
    setDraft((d) => setFee(d, selected, fee));
    notify.info({ title: dt('bulk.applied', { count: selected.size, fee: formatMoney(fee, currency) }) });
  }

  function showErrors(found: Record<string, string[]>) {
    setErrors(errorsByRow(draft, found));
    notify.error({ title: dt('invalid') });
    focusFirstInvalid();
  }

  async function save() {
    if (saving || !changed) return;
    const body = toBody(draft, saved.version);
    // The domain's schema first: a missing weekday is caught without a round trip.
    const checked = DistrictDeliveryBodySchema.safeParse(body, { reportInput: true });
    if (!checked.success) return showErrors(formatValidationErrors(checked.error.issues, lang).errors);
    try {
      const result = await update.mutateAsync({ businessId: business.id, body });
      setDraft(toDraft(result));
      setSelected(new Set());
      setErrors(NO_ERRORS);
      notify.success({ title: dt('saved') });
    } catch (err) {
      // A newer version saved meanwhile is told in a toast here (no StaleAlert on this page).
      applyApiErrors(err, showErrors, { onStale: (message) => notify.error({ title: dt('stale'), description: message }) });
    }
  }

  const listed = new Set(draft.districts.map((d) => d.district_id));
  return (
    <div className="space-y-6 pb-4" data-testid="delivery-editor">
      <UnsavedChangesGuard when={changed && !saving} />
      <Card title={dt('region.title')} description={dt('region.text')}>
        <div className="space-y-4">
          <RegionPicker
            stateId={stateId}
            cityId={cityId}
            onStateChange={(id) => setRegion({ stateId: id, cityId: null })}
            onCityChange={(id) => setRegion({ stateId, cityId: id })}
          />
          <DistrictSearch city={city} listed={listed} onAdd={add} />
        </div>
      </Card>

      <Card title={dt('table.title')} description={draft.districts.length > 0 ? dt('table.count', { count: draft.districts.length }) : undefined}>
        {errors.page['districts'] ? <Alert tone="error" className="mb-4">{errors.page['districts']}</Alert> : null}
        {selected.size > 0 ? (
          <BulkFeeBar
            count={selected.size}
            currency={currency}
            disabled={saving}
            onApply={applyFee}
            onRemove={() => {
              setDraft((d) => removeAreas(d, selected));
              setSelected(new Set());
            }}
            onClear={() => setSelected(new Set())}
          />
        ) : null}
        <DistrictList
          areas={draft.districts}
          currency={currency}
          selected={selected}
          errors={errors.rows}
          disabled={saving}
          onSelect={setSelected}
          onChange={(id, patch) => setDraft((d) => patchArea(d, id, patch))}
          onRemove={(id) => {
            setDraft((d) => removeAreas(d, new Set([id])));
            setSelected((prev) => new Set([...prev].filter((s) => s !== id)));
          }}
        />
      </Card>

      <OutsideDelivery
        deliversOutside={draft.delivers_outside}
        fee={draft.delivery_fee}
        currency={currency}
        feeError={errors.page['delivery_fee']}
        disabled={saving}
        onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))}
      />

      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center gap-2 border-t border-gray-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:ring-1 sm:ring-gray-200">
        <p className="basis-full text-sm text-gray-600 sm:mr-auto sm:basis-auto" role="status">
          {changed && !saving ? dt('unsaved') : null}
        </p>
        <div className="flex flex-1 justify-end gap-2 sm:flex-none">
          {changed ? (
            <Button
              variant="secondary"
              className="flex-1 sm:flex-none"
              disabled={saving}
              onClick={() => {
                setDraft(toDraft(saved));
                setSelected(new Set());
                setErrors(NO_ERRORS);
              }}
            >
              {dt('discard')}
            </Button>
          ) : null}
          <Button className="flex-1 sm:flex-none" onClick={() => void save()} loading={saving} disabled={!changed}>
            {dt('save')}
          </Button>
        </div>
      </div>
    </div>
  );
}
