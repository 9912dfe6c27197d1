import type { Lang } from '@comanda/domain/validation/lang';
import { renderMail, type RenderedMail } from '../../lib/mail-layout';
import { firstNameOf } from '../../lib/person-name';

// What the team page sends (issue 19): the invitation to choose a password, the notice of being
// added to another business, a new-password link, and the WhatsApp confirmation code.

export function invitationMail(lang: Lang, { name, business, link }: { name: string; business: string; link: string }): RenderedMail {
  return lang === 'en'
    ? renderMail({
        subject: `${business} invited you to Comanda`,
        greeting: `Hi, ${firstNameOf(name)}!`,
        paragraphs: [`${business} added you to its team on Comanda. Choose your password to sign in.`],
        action: { label: 'Choose my password', url: link },
        note: 'The link is valid for 7 days. If you do not work there, just ignore this message.',
      })
    : renderMail({
        subject: `${business} convidou você para o Comanda`,
        greeting: `Olá, ${firstNameOf(name)}!`,
        paragraphs: [`${business} adicionou você à equipe no Comanda. Crie sua senha para entrar.`],
        action: { label: 'Criar minha senha', url: link },
        note: 'O link vale por 7 dias. Se você não trabalha lá, é só ignorar esta mensagem.',
      });
}

export function addedToTeamMail(lang: Lang, { name, business, link }: { name: string; business: string; link: string }): RenderedMail {
  return lang === 'en'
    ? renderMail({
        subject: `You are now on the team of ${business}`,
        greeting: `Hi, ${firstNameOf(name)}!`,
        paragraphs: [`${business} added you to its team on Comanda. Sign in with your usual password and choose the business at the top of the menu.`],
        action: { label: 'Sign in', url: link },
        note: 'If you do not work there, tell the business: only they can remove you.',
      })
    : renderMail({
        subject: `Você agora faz parte da equipe de ${business}`,
        greeting: `Olá, ${firstNameOf(name)}!`,
        paragraphs: [`${business} adicionou você à equipe no Comanda. Entre com a sua senha de sempre e escolha o negócio no menu.`],
        action: { label: 'Entrar', url: link },
        note: 'Se você não trabalha lá, avise o negócio: só ele pode remover você.',
      });
}

export function newPasswordMail(lang: Lang, { name, business, link }: { name: string; business: string; link: string }): RenderedMail {
  return lang === 'en'
    ? renderMail({
        subject: 'Choose a new Comanda password',
        greeting: `Hi, ${firstNameOf(name)}!`,
        paragraphs: [`${business} asked for a new password for you on Comanda.`],
        action: { label: 'Choose a new password', url: link },
        note: 'The link is valid for 1 hour. Until you use it, your current password keeps working.',
      })
    : renderMail({
        subject: 'Crie uma nova senha no Comanda',
        greeting: `Olá, ${firstNameOf(name)}!`,
        paragraphs: [`${business} pediu uma nova senha para você no Comanda.`],
        action: { label: 'Criar nova senha', url: link },
        note: 'O link vale por 1 hora. Até você usá-lo, a senha atual continua valendo.',
      });
}

export function employeeWhatsappCodeText(lang: Lang, business: string, code: string): string {
  return lang === 'en'
    ? `Comanda: ${business} is confirming your WhatsApp. Your code is ${code} (valid for 10 minutes). Give it only to the person registering you.`
    : `Comanda: ${business} está confirmando seu WhatsApp. Seu código é ${code} (vale por 10 minutos). Informe-o só a quem está cadastrando você.`;
}
