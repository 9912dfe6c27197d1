import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { inlineErrorText } from '../lib/action-error';

type Props = {
  /** The action's stored failure (its mutation's error); nothing is shown without one. */
  error: unknown;
  /** Fields of the form beside it: a 422 about them is shown under those fields instead. */
  fields?: readonly string[];
  className?: string;
  testId?: string;
};

/** Why the action beside it failed, where it happened (spec §8); the toast said it too. */
export function ActionError({ error, fields = [], className, testId }: Props) {
  const { t } = useTranslation();
  const text = inlineErrorText(error, fields, { network: t('errors.network'), generic: t('errors.generic') });
  if (!text) return null;
  return (
    <Alert tone="error" className={className} testId={testId}>
      {text}
    </Alert>
  );
}
