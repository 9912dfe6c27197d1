import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useHomeT } from '../i18n';
import { PERIOD_PRESETS, periodProblem, presetOf, presetPeriod, type Period, type PeriodPreset } from '../lib/stats-periods';

type Choice = PeriodPreset | 'custom';

/**
 * The period of the home page's figures and charts: a preset (this month, the last 7 or 30 days,
 * last month), or a custom range of the business's days applied with a button.
 */
export function PeriodPicker({ today, period, onChange }: { today: string; period: Period; onChange: (period: Period) => void }) {
  const ht = useHomeT();
  const [choice, setChoice] = useState<Choice>(() => presetOf(period, today) ?? 'custom');
  const [draft, setDraft] = useState<Period>(period);
  const [submitted, setSubmitted] = useState(false);
  const problem = periodProblem(draft);

  const choose = (value: Choice) => {
    setChoice(value);
    setSubmitted(false);
    if (value === 'custom') setDraft(period);
    else onChange(presetPeriod(value, today));
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!problem) onChange(draft);
  };

  const error = submitted && problem ? ht(`period.errors.${problem}`) : undefined;
  return (
    <form className="flex flex-wrap items-start gap-2" onSubmit={apply} data-testid="stats-period">
      <SelectField
        label={ht('period.label')}
        className="w-48"
        value={choice}
        onChange={(e) => choose(e.target.value as Choice)}
        options={[...PERIOD_PRESETS.map((p) => ({ value: p, label: ht(`period.presets.${p}`) })), { value: 'custom', label: ht('period.presets.custom') }]}
      />
      {choice === 'custom' ? (
        <>
          <TextField
            type="date"
            label={ht('period.from')}
            className="w-40"
            max={today}
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            error={error && problem !== 'reversed' ? error : undefined}
          />
          <TextField
            type="date"
            label={ht('period.to')}
            className="w-40"
            max={today}
            value={draft.to}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
            error={error && problem === 'reversed' ? error : undefined}
          />
          <Button type="submit" variant="secondary" className="mt-[26px]">
            {ht('period.apply')}
          </Button>
        </>
      ) : null}
    </form>
  );
}
