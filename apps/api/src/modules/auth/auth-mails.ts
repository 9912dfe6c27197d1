import type { Lang } from '@comanda/domain/validation/lang';
import { renderMail, type RenderedMail } from '../../lib/mail-layout';
import { firstNameOf } from '../../lib/person-name';

// The account e-mails of the auth module, in the user's language.

export function verifyEmailMail(lang: Lang, { name, link }: { name: string; link: string }): RenderedMail {
  return lang === 'en'
    ? renderMail({
        subject: 'Confirm your e-mail on Comanda',
        greeting: `Hi, ${firstNameOf(name)}!`,
        paragraphs: ['Welcome to Comanda. Confirm your e-mail to keep your account safe and receive the notices of your business.'],
        action: { label: 'Confirm e-mail', url: link },
        note: 'The link is valid for 48 hours. If you did not create an account, just ignore this e-mail.',
      })
    : renderMail({
        subject: 'Confirme seu e-mail no Comanda',
        greeting: `Olá, ${firstNameOf(name)}!`,
        paragraphs: ['Que bom ter você no Comanda. Confirme seu e-mail para manter sua conta segura e receber os avisos do seu negócio.'],
        action: { label: 'Confirmar e-mail', url: link },
        note: 'O link vale por 48 horas. Se você não criou uma conta, é só ignorar este e-mail.',
      });
}

/** Someone signed up with the e-mail of an existing account (docs/decisions/0010). */
export function accountExistsMail(lang: Lang, { name, loginLink, resetLink }: { name: string; loginLink: string; resetLink: string }): RenderedMail {
  return lang === 'en'
    ? renderMail({
        subject: 'You already have a Comanda account',
        greeting: `Hi, ${firstNameOf(name)}!`,
        paragraphs: [
          'Someone, probably you, tried to create a Comanda account with this e-mail. You already have one, so nothing was changed.',
          `Forgot your password? Choose a new one at ${resetLink}`,
        ],
        action: { label: 'Log in', url: loginLink },
        note: 'If it was not you, just ignore this e-mail: your account and password stay as they are.',
      })
    : renderMail({
        subject: 'Você já tem uma conta no Comanda',
        greeting: `Olá, ${firstNameOf(name)}!`,
        paragraphs: [
          'Alguém, provavelmente você, tentou criar uma conta no Comanda com este e-mail. Você já tem uma, então nada foi alterado.',
          `Esqueceu a senha? Crie uma nova em ${resetLink}`,
        ],
        action: { label: 'Entrar', url: loginLink },
        note: 'Se não foi você, é só ignorar este e-mail: sua conta e sua senha continuam as mesmas.',
      });
}

export function resetPasswordMail(lang: Lang, { name, link }: { name: string; link: string }): RenderedMail {
  return lang === 'en'
    ? renderMail({
        subject: 'Reset your Comanda password',
        greeting: `Hi, ${firstNameOf(name)}!`,
        paragraphs: ['We received a request to reset the password of your Comanda account.'],
        action: { label: 'Choose a new password', url: link },
        note: 'The link is valid for 1 hour. If it was not you, ignore this e-mail: your password stays the same.',
      })
    : renderMail({
        subject: 'Redefina sua senha do Comanda',
        greeting: `Olá, ${firstNameOf(name)}!`,
        paragraphs: ['Recebemos um pedido para redefinir a senha da sua conta no Comanda.'],
        action: { label: 'Criar nova senha', url: link },
        note: 'O link vale por 1 hora. Se não foi você, ignore este e-mail: sua senha continua a mesma.',
      });
}
