import { SelectField } from '../../../components/ui/select-field';
import { useCities } from '../api/list-cities';
import { useStates } from '../api/list-states';
import { useDeliveryT } from '../i18n';

type RegionPickerProps = {
  stateId: number | null;
  cityId: number | null;
  onStateChange: (stateId: number) => void;
  onCityChange: (cityId: number) => void;
};

/** State, then city (IBGE's lists): where the bairros searched below are. */
export function RegionPicker({ stateId, cityId, onStateChange, onCityChange }: RegionPickerProps) {
  const dt = useDeliveryT();
  const states = useStates();
  const cities = useCities(stateId);
  const stateOptions = (states.data ?? []).map((s) => ({ value: String(s.id), label: `${s.name} (${s.uf})` }));
  const cityOptions = (cities.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));

  return (
    <div className="grid gap-4 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
      <SelectField
        label={dt('region.state')}
        options={stateOptions}
        placeholder={dt('region.chooseState')}
        value={stateId === null ? '' : String(stateId)}
        onChange={(e) => onStateChange(Number(e.target.value))}
        disabled={!states.data}
      />
      <SelectField
        label={dt('region.city')}
        options={cityOptions}
        placeholder={cities.isPending && stateId !== null ? dt('region.loadingCities') : dt('region.chooseCity')}
        value={cityId === null || !cities.data ? '' : String(cityId)}
        onChange={(e) => onCityChange(Number(e.target.value))}
        disabled={!cities.data}
      />
    </div>
  );
}
