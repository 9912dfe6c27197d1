import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths';
import { TabsLayout } from '../tabs-layout';

export function Component() {
  const { t } = useTranslation();
  return (
    <TabsLayout
      title={t('pages.loyalty.title')}
      description={t('pages.loyalty.description')}
      tabs={[
        { to: paths.settingsFidelidade.to(), label: t('pages.loyaltyCard.title') },
        { to: paths.settingsFidelidadeCashback.to(), label: t('pages.loyaltyCashback.title') },
        { to: paths.settingsFidelidadePontos.to(), label: t('pages.loyaltyPoints.title') },
      ]}
    />
  );
}
