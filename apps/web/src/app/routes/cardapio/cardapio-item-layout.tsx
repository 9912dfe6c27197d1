import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../paths';
import { TabsLayout } from '../tabs-layout';

/** /cardapio/:id: one product, its sub-pages as tabs. */
export function Component() {
  const { t } = useTranslation();
  const id = useParams()['id'] ?? '';
  return (
    <TabsLayout
      title={t('pages.cardapioItem.title', { id })}
      description={t('pages.cardapioItem.description')}
      tabs={[
        { to: paths.cardapioIdBasic.to({ id }), label: t('pages.cardapioBasic.title') },
        { to: paths.cardapioIdHorarios.to({ id }), label: t('pages.cardapioHorarios.title') },
        { to: paths.cardapioIdPromotions.to({ id }), label: t('pages.cardapioPromotions.title') },
        { to: paths.cardapioIdVariations.to({ id }), label: t('pages.cardapioVariations.title') },
      ]}
    />
  );
}
