import type { DeliveryArea, DistrictDeliveryBodyInput, DistrictDeliveryResource } from '@comanda/domain/delivery/district-delivery';
import { placeNameKey } from '@comanda/domain/regions/place-name';
import { WEEKDAYS } from '@comanda/domain/time/business-time';

/*
 * What the delivery-areas page edits: the saved settings, changed locally until "Salvar". Money is in
 * centavos as on the wire; a free-delivery value of 0 in the form means "never free" (null on the
 * wire), since free delivery for any order is a fee of 0.
 */

export type AreaDraft = DeliveryArea;

export type DeliveryDraft = {
  delivery_fee: number;
  delivers_outside: boolean;
  districts: AreaDraft[];
};

export function toDraft(saved: DistrictDeliveryResource): DeliveryDraft {
  return { delivery_fee: saved.delivery_fee, delivers_outside: saved.delivers_outside, districts: saved.districts.map((area) => ({ ...area })) };
}

/** The PUT body: rows in the draft's order, so a 422 on `districts.N` names the N-th row shown. */
export function toBody(draft: DeliveryDraft, version: number): DistrictDeliveryBodyInput {
  return {
    version,
    delivery_fee: draft.delivery_fee,
    delivers_outside: draft.delivers_outside,
    districts: draft.districts.map((area) => ({
      district_id: area.district_id,
      delivery_fee: area.delivery_fee,
      delivery_time: area.delivery_time,
      minimum_order: area.minimum_order,
      free_delivery_from: area.free_delivery_from || null,
      days_of_week: WEEKDAYS.filter((day) => area.days_of_week.includes(day)),
    })),
  };
}

/** Whether saving would change anything (the guard against leaving asks only then); the rows' order does not count. */
export function isChanged(saved: DistrictDeliveryResource, draft: DeliveryDraft): boolean {
  const comparable = (d: DeliveryDraft) => {
    const body = toBody(d, 0);
    return JSON.stringify({ ...body, districts: [...body.districts].sort((a, b) => a.district_id - b.district_id) });
  };
  return comparable(toDraft(saved)) !== comparable(draft);
}

/** The server's order: by city, then bairro, accents ignored; a bairro added shows where it will stay. */
function byPlace(a: AreaDraft, b: AreaDraft): number {
  return placeNameKey(a.city_name).localeCompare(placeNameKey(b.city_name)) || placeNameKey(a.district_name).localeCompare(placeNameKey(b.district_name));
}

export type NewArea = Pick<AreaDraft, 'district_id' | 'district_name' | 'city_id' | 'city_name' | 'state_uf'>;

/** Adds a bairro (once) with the fee charged outside the list as its start, every weekday, no minimum. */
export function addArea(draft: DeliveryDraft, area: NewArea): DeliveryDraft {
  if (draft.districts.some((d) => d.district_id === area.district_id)) return draft;
  const added: AreaDraft = {
    ...area,
    delivery_fee: draft.delivery_fee,
    delivery_time: null,
    minimum_order: 0,
    free_delivery_from: null,
    days_of_week: [...WEEKDAYS],
  };
  return { ...draft, districts: [...draft.districts, added].sort(byPlace) };
}

export function removeAreas(draft: DeliveryDraft, ids: ReadonlySet<number>): DeliveryDraft {
  return { ...draft, districts: draft.districts.filter((d) => !ids.has(d.district_id)) };
}

export function patchArea(draft: DeliveryDraft, districtId: number, patch: Partial<AreaDraft>): DeliveryDraft {
  return { ...draft, districts: draft.districts.map((d) => (d.district_id === districtId ? { ...d, ...patch } : d)) };
}

/** The bulk edit: one fee for every selected bairro. */
export function setFee(draft: DeliveryDraft, ids: ReadonlySet<number>, fee: number): DeliveryDraft {
  return { ...draft, districts: draft.districts.map((d) => (ids.has(d.district_id) ? { ...d, delivery_fee: fee } : d)) };
}

/** Field messages of a 422 by row (`districts.N.field` → row N's district id) and for the page's own fields. */
export function errorsByRow(
  draft: DeliveryDraft,
  errors: Record<string, string[]>,
): { rows: Record<number, Record<string, string>>; page: Record<string, string> } {
  const rows: Record<number, Record<string, string>> = {};
  const page: Record<string, string> = {};
  for (const [path, messages] of Object.entries(errors)) {
    const message = messages[0];
    if (!message) continue;
    const match = /^districts\.(\d+)\.(\w+)$/.exec(path);
    const area = match ? draft.districts[Number(match[1])] : undefined;
    if (match && area) (rows[area.district_id] ??= {})[match[2]!] ??= message;
    else page[path] ??= message;
  }
  return { rows, page };
}
