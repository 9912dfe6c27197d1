import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths';
import { TabsLayout } from '../tabs-layout';

export function Component() {
  const { t } = useTranslation();
  return (
    <TabsLayout
      title={t('pages.tablesArea.title')}
      description={t('pages.tablesArea.description')}
      tabs={[
        { to: paths.settingsTablesMesas.to(), label: t('pages.tables.title') },
        { to: paths.settingsTablesMesasCreateUpdate.to(), label: t('pages.tableForm.title') },
        { to: paths.settingsTablesWaiterManagement.to(), label: t('pages.waiters.title') },
      ]}
    />
  );
}
