import { areaHook } from '../../lib/area-t';

/** The WhatsApp pages' texts: locales/whatsapp/<lang>.json, loaded with their routes: wt('connection.title'). */
export const useWhatsappT = areaHook('whatsapp');
