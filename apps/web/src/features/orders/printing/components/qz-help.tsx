import { Download } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { apiRequest } from '../../../../lib/api-client';
import { notifyApiError } from '../../../../lib/form-errors';
import { useOrdersT } from '../../i18n';
import { usePrinters } from '../api/printing';

/** How the counter's computer is set up for QZ Tray: install it, and trust the business's certificate once. */
export function QzHelp({ businessId }: { businessId: number }) {
  const ot = useOrdersT();
  const printers = usePrinters(businessId);
  if (!printers.data?.some((p) => p.connection === 'qz')) return null;

  const download = async () => {
    try {
      const { data } = await apiRequest<{ data: { certificate: string } }>(`/businesses/${businessId}/qz/certificate`);
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([data.certificate], { type: 'application/x-x509-ca-cert' }));
      link.download = 'comanda-qz-tray.crt';
      link.click();
      URL.revokeObjectURL(link.href);
    } catch (error) {
      notifyApiError(error);
    }
  };

  return (
    <Card title={ot('printing.qzHelp.title')} description={ot('printing.qzHelp.text')}>
      <ol className="list-decimal space-y-1 pl-5 text-sm text-gray-700">
        <li>
          {ot('printing.qzHelp.install')}{' '}
          <a className="font-medium text-brand-700 underline" href="https://qz.io/download/" target="_blank" rel="noreferrer">
            qz.io/download
          </a>
        </li>
        <li>{ot('printing.qzHelp.certificate')}</li>
        <li>{ot('printing.qzHelp.siteManager')}</li>
        <li>{ot('printing.qzHelp.printerName')}</li>
      </ol>
      <Button className="mt-4" size="sm" variant="secondary" icon={<Download className="size-4" aria-hidden="true" />} onClick={() => void download()}>
        {ot('printing.qzHelp.download')}
      </Button>
    </Card>
  );
}
