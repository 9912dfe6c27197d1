import { useQuery } from '@tanstack/react-query';
import { Copy, Download, ExternalLink, Printer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Business } from '@comanda/domain/business/business-schemas';
import { slugFromName } from '@comanda/domain/business/business-slug';
import { Alert } from '../../../../components/ui/alert';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { Spinner } from '../../../../components/ui/spinner';
import { getIntlLocale } from '../../../../lib/locale';
import { printInWindow } from '../../../../lib/print-window';
import { notify } from '../../../../lib/toast';
import { useBusinessProfileT } from '../i18n';
import { storefrontQrOptions, type StorefrontQr } from '../lib/storefront-qr';
import { tableTentHtml } from '../lib/table-tent';

const QR_BOX = 'flex size-40 shrink-0 items-center justify-center self-center rounded-lg bg-white ring-1 ring-gray-200 sm:self-start';

/**
 * "Compartilhe seu cardápio" (issue 33): the saved business's public menu link (storefront_url), to
 * copy, open, download as a QR code or print as a table display. It shows what is saved, not what
 * the form below holds: a slug typed and not saved is not a link anyone can open yet.
 */
export function ShareMenuCard({ business }: { business: Business }) {
  const { t } = useTranslation();
  const bt = useBusinessProfileT();
  const url = business.storefront_url;
  const qr = useQuery(storefrontQrOptions(url));
  const code = qr.data;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success({ title: bt('share.copied') });
    } catch {
      notify.error({ title: bt('share.copyFailed') });
    }
  };

  const printTent = (code: StorefrontQr) => {
    const html = tableTentHtml({
      lang: getIntlLocale(),
      businessName: business.name,
      qrSvg: code.svg,
      url,
      callToAction: bt(business.is_checkout_enabled ? 'share.tentOrder' : 'share.tentMenu'),
    });
    if (!printInWindow(html)) notify.error({ title: bt('share.printBlocked') });
  };

  return (
    <div data-testid="share-menu-card">
      <Card title={bt('share.title')} description={bt('share.text')}>
        <div className="flex flex-col gap-5 sm:flex-row">
          {code ? (
            <img src={code.png} alt={bt('share.qrAlt', { name: business.name })} className={QR_BOX} />
          ) : (
            <div className={QR_BOX} role="status">
              {qr.isError ? (
                <div className="space-y-2 p-3 text-center text-sm text-gray-600">
                  <p>{bt('share.qrFailed')}</p>
                  <Button size="sm" variant="secondary" onClick={() => void qr.refetch()}>
                    {t('common.retry')}
                  </Button>
                </div>
              ) : (
                <>
                  <Spinner className="size-6 text-gray-400" />
                  <span className="sr-only">{bt('share.qrLoading')}</span>
                </>
              )}
            </div>
          )}

          <div className="min-w-0 flex-1 space-y-4">
            <div className="rounded-lg bg-gray-50 px-4 py-3 text-sm ring-1 ring-gray-200 ring-inset">
              <p className="font-medium text-gray-700">{bt('share.link')}</p>
              <p className="mt-1 font-mono break-all text-brand-700" data-testid="storefront-url">
                {url}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button onClick={() => void copy()} icon={<Copy className="size-4" aria-hidden="true" />}>
                {bt('share.copy')}
              </Button>
              <a href={url} target="_blank" rel="noreferrer" className={buttonClasses('secondary', 'md')}>
                <ExternalLink className="size-4" aria-hidden="true" /> {bt('share.open')}
              </a>
            </div>
            {code ? (
              <div className="flex flex-wrap gap-2">
                <a href={code.png} download={`${slugFromName(business.name) || 'cardapio'}-qr.png`} className={buttonClasses('secondary', 'sm')}>
                  <Download className="size-4" aria-hidden="true" /> {bt('share.download')}
                </a>
                <Button size="sm" variant="secondary" onClick={() => printTent(code)} icon={<Printer className="size-4" aria-hidden="true" />}>
                  {bt('share.print')}
                </Button>
              </div>
            ) : null}
            {business.slug === null ? <p className="text-sm text-gray-500">{bt('share.noSlug')}</p> : null}
          </div>
        </div>
        {business.is_checkout_enabled ? null : (
          <Alert tone="warning" title={bt('share.checkoutOffTitle')} className="mt-5" testId="share-checkout-off">
            {bt('share.checkoutOff')}
          </Alert>
        )}
      </Card>
    </div>
  );
}
