/** @jsxImportSource preact */
import type { StorefrontBusiness } from '@comanda/domain/storefront/storefront';
import type { Tx } from '../texts';

/**
 * The checkout of a closed business (decision 0047): when it opens and the owner's note, and, when
 * the owner takes scheduled orders, "Agendar para" with the slots the menu offered (today and
 * tomorrow, inside the opening hours, from now plus the preparation time). The server checks the
 * chosen slot again. Nothing while the business is open.
 */
export function SchedulePicker({ business, tx, value, error, onChange }: { business: StorefrontBusiness; tx: Tx; value: string | null; error: string | undefined; onChange: (slot: string | null) => void }) {
  if (business.opening.is_open) return null;
  const { slots } = business.scheduling;
  const day = (days: number) => slots.filter((slot) => slot.days_from_today === days);
  return (
    <div class="schedule" data-testid="schedule">
      <p class="banner" role="status">
        {business.opening_text}
        {business.closed_message ? <span class="note">{business.closed_message}</span> : null}
      </p>
      {slots.length > 0 ? (
        <label class="field">
          {tx('scheduleFor')}
          <select name="scheduled_for" value={value ?? ''} required onChange={(e) => onChange(e.currentTarget.value || null)} aria-invalid={error ? 'true' : undefined}>
            <option value="">{tx('scheduleChoose')}</option>
            {[0, 1].map((days) =>
              day(days).length > 0 ? (
                <optgroup key={days} label={days === 0 ? tx('scheduleToday') : tx('scheduleTomorrow')}>
                  {day(days).map((slot) => (
                    <option key={slot.at} value={slot.at}>
                      {(days === 0 ? tx('scheduleToday') : tx('scheduleTomorrow')) + ' ' + slot.time}
                    </option>
                  ))}
                </optgroup>
              ) : null,
            )}
          </select>
          <span class="muted">{tx('scheduleHint')}</span>
          {error && !value ? <span class="error">{error}</span> : null}
        </label>
      ) : null}
    </div>
  );
}
