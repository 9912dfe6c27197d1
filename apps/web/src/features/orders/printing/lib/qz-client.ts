import type { QzTray } from 'qz-tray';
import { PRINT_TRAY_CONNECTION } from '@comanda/domain/printer/paper-width';
import { apiRequest } from '../../../../lib/api-client';

/*
 * QZ Tray from the browser (issue 17, INTEGRATIONS.md "Receipt printing"): the library loads only on
 * the screens that print; it connects to QZ Tray on this computer over its secure socket (5 tries,
 * 1 s apart, spec §9), hands it the business's certificate and has every request signed by the API
 * (RSA-SHA512), so QZ Tray asks nothing once the certificate is trusted.
 */

let library: Promise<QzTray> | null = null;
const load = () => (library ??= import('qz-tray').then((module) => ((module as unknown as { default?: QzTray }).default ?? (module as unknown as QzTray))));

let connectedFor: number | null = null;

/**
 * How hard to look for QZ Tray. `once`: one try on each of its four ports, what a screen does by itself
 * (each refused try is an error line in the browser's console that no script can hide, and the full
 * 5 tries × 4 ports wrote 24 of them at every visit of a computer without QZ Tray, issue 31).
 * `patient`: the 5 tries 1 s apart (INTEGRATIONS.md), when someone asks to try again, QZ Tray perhaps
 * still starting.
 */
export type QzPatience = 'once' | 'patient';

/** QZ Tray connected for this business; rejects when it is not running on this computer. */
export async function connectQz(businessId: number, patience: QzPatience = 'once'): Promise<QzTray> {
  const qz = await load();
  if (qz.websocket.isActive() && connectedFor === businessId) return qz;
  if (qz.websocket.isActive()) await qz.websocket.disconnect();
  qz.security.setCertificatePromise((resolve, reject) => {
    apiRequest<{ data: { certificate: string } }>(`/businesses/${businessId}/qz/certificate`).then((res) => resolve(res.data.certificate), reject);
  });
  qz.security.setSignatureAlgorithm('SHA512');
  qz.security.setSignaturePromise((toSign) => (resolve, reject) => {
    apiRequest<{ data: { signature: string } }>(`/businesses/${businessId}/qz/sign`, { method: 'POST', body: { request: toSign } }).then((res) => resolve(res.data.signature), reject);
  });
  // The secure socket even from an http page (a shop's LAN address): QZ Tray listens on both. Only
  // "localhost": QZ Tray's other name (localhost.qz.io) needs a DNS answer that an offline shop waits
  // for, and "not installed" would come only after it.
  const tries = patience === 'patient' ? PRINT_TRAY_CONNECTION : { retries: 0, delay: 0 };
  await qz.websocket.connect({ ...tries, usingSecure: true, host: 'localhost' });
  connectedFor = businessId;
  return qz;
}

/** Raw ESC/POS (base64) to a printer QZ Tray knows by name. */
export async function printRaw(qz: QzTray, printerName: string, base64: string): Promise<void> {
  await qz.print(qz.configs.create(printerName), [{ type: 'raw', format: 'command', flavor: 'base64', data: base64 }]);
}
