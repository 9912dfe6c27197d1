import { Armchair, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { FeaturePage } from '../feature-page';

export function Component() {
  const { t } = useTranslation();
  return (
    <FeaturePage
      page="tables"
      icon={Armchair}
      variant="section"
      action={
        <Link to={paths.settingsTablesMesasCreateUpdate.to()} className={buttonClasses('primary')}>
          <Plus className="size-4" aria-hidden="true" />
          {t('pages.tables.action')}
        </Link>
      }
    />
  );
}
