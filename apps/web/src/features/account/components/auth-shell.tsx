import { Bike, BookOpen, CircleAlert, CircleCheck, MailCheck, MessageCircle, MonitorSmartphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../components/language-switch';
import { Logo } from '../../../components/ui/logo';

type AuthShellProps = { title: ReactNode; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode };

/** Login, register and e-mail link pages: a form card, with the product's pitch beside it on wide screens. */
export function AuthShell({ title, subtitle, children, footer }: AuthShellProps) {
  const { t } = useTranslation();
  const highlights = [
    { icon: BookOpen, text: t('auth.pitch.menu') },
    { icon: MonitorSmartphone, text: t('auth.pitch.pdv') },
    { icon: Bike, text: t('auth.pitch.delivery') },
    { icon: MessageCircle, text: t('auth.pitch.whatsapp') },
  ];
  return (
    <div className="grid min-h-dvh flex-1 lg:grid-cols-[1fr_1.1fr]">
      <aside className="relative hidden overflow-hidden bg-gradient-to-br from-brand-600 via-brand-700 to-brand-900 p-12 text-white lg:flex lg:flex-col lg:justify-between">
        <div className="absolute -top-24 -right-24 size-80 rounded-full bg-white/10" aria-hidden="true" />
        <div className="absolute -bottom-32 -left-16 size-96 rounded-full bg-white/5" aria-hidden="true" />
        <p className="relative text-2xl font-bold tracking-tight">Comanda</p>
        <div className="relative">
          <h2 className="max-w-md text-4xl leading-tight font-bold">{t('auth.pitch.title')}</h2>
          <ul className="mt-8 space-y-4">
            {highlights.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3 text-brand-50">
                <span className="flex size-9 items-center justify-center rounded-lg bg-white/15">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                {text}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-sm text-brand-100">{t('auth.pitch.footer')}</p>
      </aside>
      <div className="flex flex-col px-4 py-6 sm:px-8">
        <div className="flex items-center justify-between">
          <Logo className="lg:invisible" />
          <LanguageSwitch />
        </div>
        <main className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center py-10">
          <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">{title}</h1>
          {subtitle ? <p className="mt-2 text-sm text-gray-600">{subtitle}</p> : null}
          <div className="mt-8">{children}</div>
          {footer ? <div className="mt-8 text-center text-sm text-gray-600">{footer}</div> : null}
        </main>
      </div>
    </div>
  );
}

/** Outcome of opening an e-mail link (verify, change): an icon, a title, a text and what to do next. */
export function ResultPanel({
  tone,
  title,
  children,
  actions,
}: {
  tone: 'success' | 'error' | 'info';
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  const colours = { success: 'bg-emerald-50 text-emerald-600', error: 'bg-red-50 text-red-600', info: 'bg-brand-50 text-brand-600' };
  const Icon = { success: CircleCheck, error: CircleAlert, info: MailCheck }[tone];
  return (
    <div className="rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-gray-200" data-testid={`result-${tone}`}>
      <span className={`mx-auto flex size-12 items-center justify-center rounded-full ${colours[tone]}`}>
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-gray-900" role={tone === 'error' ? 'alert' : undefined}>
        {title}
      </h2>
      {children ? <div className="mt-2 text-sm text-gray-600">{children}</div> : null}
      {actions ? <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">{actions}</div> : null}
    </div>
  );
}
