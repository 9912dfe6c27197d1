import { useRef } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { Copy, ExternalLink, Printer } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { paths } from '../../../lib/paths';
import { escapeHtml, printInWindow } from '../../../lib/print-window';
import { notify } from '../../../lib/toast';
import { useCustomersT } from '../i18n';

type Props = { business: { name: string; token: string }; open: boolean; onClose: () => void };

/** The public sign-up link of the business, its QR code, and a page with the code to print for the counter. */
export function SignUpLinkDialog({ business, open, onClose }: Props) {
  const ct = useCustomersT();
  const qr = useRef<HTMLDivElement>(null);
  const url = `${window.location.origin}${paths.customerSignUp.to({ token: business.token })}`;

  const copy = async () => {
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    notify.success({ title: ct('link.copied') });
  };

  // A page of its own holding only the code, the business's name and a line for the customer.
  const print = () => {
    const svg = qr.current?.innerHTML ?? '';
    printInWindow(`<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(business.name)}</title>
<style>body{font-family:system-ui,sans-serif;text-align:center;padding:48px}svg{width:320px;height:320px}h1{font-size:28px;margin:0 0 8px}p{color:#444;font-size:18px}</style>
</head><body><h1>${escapeHtml(business.name)}</h1><p>${escapeHtml(ct('link.printHeading'))}</p>${svg}<p>${escapeHtml(ct('link.printHint'))}</p><p style="font-size:14px">${escapeHtml(url)}</p></body></html>`);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={ct('link.title')} description={ct('link.description')}>
      <div className="flex flex-col items-center gap-4">
        <div ref={qr} className="rounded-lg bg-white p-3 ring-1 ring-gray-200">
          <QRCodeSVG value={url} size={208} marginSize={1} title={ct('link.qrLabel', { name: business.name })} />
        </div>
        <p className="w-full break-all rounded-md bg-gray-50 px-3 py-2 text-center font-mono text-sm text-gray-700" data-testid="sign-up-url">
          {url}
        </p>
        <div className="flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
          <Button variant="secondary" onClick={() => void copy()} className="gap-2">
            <Copy className="size-4" aria-hidden="true" /> {ct('link.copy')}
          </Button>
          <Button variant="secondary" onClick={print} className="gap-2">
            <Printer className="size-4" aria-hidden="true" /> {ct('link.print')}
          </Button>
          <a href={url} target="_blank" rel="noreferrer" className={buttonClasses('secondary', 'md', 'gap-2')}>
            <ExternalLink className="size-4" aria-hidden="true" /> {ct('link.open')}
          </a>
        </div>
      </div>
    </Dialog>
  );
}
