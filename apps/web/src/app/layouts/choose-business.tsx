import { Building2 } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { paths } from '../../lib/paths';

/** A platform admin outside any business: the pages of a business open after entering one. */
export function ChooseBusiness() {
  const { t } = useTranslation();
  return (
    <div data-testid="choose-business">
      <EmptyState
        icon={Building2}
        title={t('adminBusiness.chooseTitle')}
        description={t('adminBusiness.chooseText')}
        action={
          <Link to={paths.businesses.to()} className={buttonClasses('primary')}>
            {t('adminBusiness.chooseAction')}
          </Link>
        }
      />
    </div>
  );
}
