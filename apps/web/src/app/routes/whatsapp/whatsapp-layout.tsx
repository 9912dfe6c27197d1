import { useTranslation } from 'react-i18next';
import { paths } from '../../../lib/paths';
import { TabsLayout } from '../tabs-layout';

export function Component() {
  const { t } = useTranslation();
  return (
    <TabsLayout
      title={t('pages.whatsappArea.title')}
      description={t('pages.whatsappArea.description')}
      tabs={[
        { to: paths.whatsapp.to(), label: t('pages.whatsapp.title') },
        { to: paths.whatsappBulkStatus.to(), label: t('pages.whatsappBulk.title') },
        { to: paths.whatsappScheduledMessages.to(), label: t('pages.whatsappScheduled.title') },
      ]}
    />
  );
}
