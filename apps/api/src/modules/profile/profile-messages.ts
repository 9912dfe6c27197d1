import type { Lang } from '@comanda/domain/validation/lang';
import { renderMail, type RenderedMail } from '../../lib/mail-layout';
import { firstNameOf } from '../../lib/person-name';

// What the profile module sends: the e-mail change link and the WhatsApp confirmation code.

export function emailChangeMail(lang: Lang, { name, link, email }: { name: string; link: string; email: string }): RenderedMail {
  return lang === 'en'
    ? renderMail({
        subject: 'Confirm your new e-mail on Comanda',
        greeting: `Hi, ${firstNameOf(name)}!`,
        paragraphs: [`You asked to use ${email} on your Comanda account. Confirm it to finish the change.`],
        action: { label: 'Confirm new e-mail', url: link },
        note: 'The link is valid for 24 hours. Until then your account keeps the current e-mail. If it was not you, ignore this e-mail.',
      })
    : renderMail({
        subject: 'Confirme seu novo e-mail no Comanda',
        greeting: `Olá, ${firstNameOf(name)}!`,
        paragraphs: [`Você pediu para usar ${email} na sua conta do Comanda. Confirme para concluir a troca.`],
        action: { label: 'Confirmar novo e-mail', url: link },
        note: 'O link vale por 24 horas. Até lá, sua conta continua com o e-mail atual. Se não foi você, ignore este e-mail.',
      });
}

export function whatsappCodeText(lang: Lang, code: string): string {
  return lang === 'en'
    ? `Comanda: your code to confirm this WhatsApp number is ${code}. It expires in 10 minutes. Do not share it with anyone.`
    : `Comanda: seu código para confirmar este WhatsApp é ${code}. Ele vale por 10 minutos. Não compartilhe com ninguém.`;
}
