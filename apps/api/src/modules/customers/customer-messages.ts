import type { Lang } from '@comanda/domain/validation/lang';

/** The WhatsApp message that asks the holder of a known number to confirm a sign-up made with it (issue 30). */
export function signUpConfirmText(lang: Lang, business: string, link: string): string {
  return lang === 'en'
    ? `${business}: someone signed up with your WhatsApp number. If it was you, confirm your details here (valid for 24 hours): ${link}\nIf it was not you, ignore this message: nothing changes.`
    : `${business}: alguém se cadastrou com o seu WhatsApp. Se foi você, confirme seus dados aqui (vale por 24 horas): ${link}\nSe não foi você, ignore esta mensagem: nada muda.`;
}
