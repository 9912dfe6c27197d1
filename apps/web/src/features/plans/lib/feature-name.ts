import type { AreaKeyOf } from '../../../lib/area-t';
import { usePlansT } from '../i18n';

/** A feature code's name for the platform admin's screens (locales/plans featureNames), whatever its business. */
export function useFeatureName(): (code: string) => string {
  const pt = usePlansT();
  return (code) => pt(`featureNames.${code}` as AreaKeyOf<'plans'>);
}
