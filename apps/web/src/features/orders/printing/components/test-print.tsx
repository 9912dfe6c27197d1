import { useState } from 'react';
import { FileCheck2 } from 'lucide-react';
import type { PrinterResource } from '@comanda/domain/printer/printer';
import { Button } from '../../../../components/ui/button';
import { notifyApiError } from '../../../../lib/form-errors';
import { useOrdersT } from '../../i18n';
import { usePrintJob, useTestPrint } from '../api/printing';
import { PrintJobState } from './print-job-state';

/** "Imprimir teste" and what became of the page: waiting, sent, printed or failed with why. */
export function TestPrint({ businessId, printer }: { businessId: number; printer: PrinterResource }) {
  const ot = useOrdersT();
  const test = useTestPrint(businessId);
  const [jobId, setJobId] = useState<number | null>(null);
  const job = usePrintJob(businessId, jobId);

  const run = async () => {
    try {
      setJobId((await test.mutateAsync(printer.id)).id);
    } catch (error) {
      notifyApiError(error);
    }
  };

  return (
    <div className="mt-3 flex flex-wrap items-center gap-3 border-t border-gray-100 pt-3">
      <Button size="sm" variant="secondary" loading={test.isPending} icon={<FileCheck2 className="size-4" aria-hidden="true" />} onClick={() => void run()}>
        {ot('printing.test.button')}
      </Button>
      {job.data ? <PrintJobState job={job.data} /> : null}
    </div>
  );
}
