import { useEffect, useState } from 'react';
import { Plus, Search } from 'lucide-react';
import { placeNameKey } from '@comanda/domain/regions/place-name';
import { DISTRICT_NAME_MAX, type CityResource, type DistrictResource } from '@comanda/domain/regions/regions';
import { TextField } from '../../../components/ui/text-field';
import { Spinner } from '../../../components/ui/spinner';
import { applyApiErrors, oneFieldTarget } from '../../../lib/form-errors';
import { useCreateDistrict } from '../api/create-district';
import { useDistrictSearch } from '../api/search-districts';
import { useDeliveryT } from '../i18n';

type DistrictSearchProps = {
  city: CityResource | null;
  /** Bairros already in the business's list (shown, not added twice). */
  listed: ReadonlySet<number>;
  onAdd: (district: DistrictResource) => void;
};

/** Waits for a pause in typing before asking the server. */
function useDebounced(value: string, ms = 250): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

const rowClasses =
  'flex min-h-11 w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none';

/**
 * Finds a bairro of the chosen city by part of its name and adds it to the list; one the city's
 * list does not have yet is created first (the server answers the existing one if someone typed
 * it another way meanwhile).
 */
export function DistrictSearch({ city, listed, onAdd }: DistrictSearchProps) {
  const dt = useDeliveryT();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const search = useDebounced(text.trim());
  const results = useDistrictSearch(city?.id ?? null, search);
  const create = useCreateDistrict();
  const typed = text.trim();
  const found = results.data?.data ?? [];
  const settled = !results.isFetching && search === typed;
  const exact = found.some((d) => placeNameKey(d.name) === placeNameKey(typed));

  function added(district: DistrictResource) {
    onAdd(district);
    setText('');
    setError(undefined);
  }

  async function createAndAdd() {
    if (!city || create.isPending) return;
    try {
      added(await create.mutateAsync({ city_id: city.id, name: typed }));
    } catch (err) {
      applyApiErrors(err, oneFieldTarget('name', setError));
    }
  }

  return (
    <div className="space-y-2">
      <TextField
        label={dt('search.label')}
        type="search"
        placeholder={dt('search.placeholder')}
        value={text}
        maxChars={DISTRICT_NAME_MAX}
        disabled={!city}
        hint={city ? undefined : dt('search.needsCity')}
        error={error}
        onChange={(e) => {
          setText(e.target.value);
          setError(undefined);
        }}
        onKeyDown={(e) => {
          // Enter adds the only match, or creates the bairro typed when there is none.
          if (e.key !== 'Enter' || !settled || typed === '') return;
          e.preventDefault();
          const only = found.length === 1 ? found[0] : undefined;
          if (only && !listed.has(only.id)) added(only);
          else if (!exact) void createAndAdd();
        }}
      />
      {city && typed !== '' ? (
        <div className="rounded-lg ring-1 ring-gray-200" aria-live="polite">
          {results.isPending ? (
            <p className="flex items-center gap-2 px-3 py-2.5 text-sm text-gray-500">
              <Spinner className="size-4" /> {dt('search.searching')}
            </p>
          ) : (
            <ul aria-label={dt('search.results')} className="max-h-64 overflow-y-auto p-1">
              {found.map((district) => (
                <li key={district.id}>
                  {listed.has(district.id) ? (
                    <p className={`${rowClasses} text-gray-400`}>{dt('search.inList', { name: district.name })}</p>
                  ) : (
                    <button type="button" className={`${rowClasses} text-gray-800 hover:bg-gray-50`} onClick={() => added(district)}>
                      <Plus className="size-4 text-brand-600" aria-hidden="true" />
                      {dt('search.add', { name: district.name })}
                    </button>
                  )}
                </li>
              ))}
              {found.length === 0 && settled ? (
                <li className="flex items-center gap-2 px-3 py-2 text-sm text-gray-500">
                  <Search className="size-4" aria-hidden="true" />
                  {dt('search.none', { city: city.name })}
                </li>
              ) : null}
              {!exact && settled ? (
                <li>
                  <button
                    type="button"
                    className={`${rowClasses} text-brand-700 hover:bg-brand-50`}
                    disabled={create.isPending}
                    onClick={() => void createAndAdd()}
                  >
                    {create.isPending ? <Spinner className="size-4" /> : <Plus className="size-4" aria-hidden="true" />}
                    {dt('search.create', { name: typed })}
                  </button>
                </li>
              ) : null}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
