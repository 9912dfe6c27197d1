import { useTranslation } from 'react-i18next';
import { LANGS, toLang, type Lang } from '@comanda/domain/validation/lang';
import { setLocale } from '../lib/i18n';
import { cn } from '../lib/cn';

type LanguageSwitchProps = {
  /** Extra work after the UI switched, e.g. saving the choice on the user's profile. */
  onChange?: (lang: Lang) => void;
  className?: string;
};

/**
 * PT | EN. Each button's name starts with what it shows (WCAG 2.5.3: "PT – Português", so a voice
 * command "click PT" works) and goes on in its own language, so a reader of either finds theirs.
 */
export function LanguageSwitch({ onChange, className }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation();
  const current = toLang(i18n.language);

  async function choose(lang: Lang) {
    if (lang === current) return;
    await setLocale(lang);
    onChange?.(lang);
  }

  return (
    <div
      role="group"
      aria-label={t('language.label')}
      className={cn('inline-flex rounded-lg bg-gray-100 p-0.5 ring-1 ring-gray-200', className)}
    >
      {LANGS.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang === 'pt' ? 'pt-BR' : 'en'}
          aria-label={`${lang.toUpperCase()} – ${t(`language.names.${lang}`)}`}
          aria-pressed={current === lang}
          onClick={() => void choose(lang)}
          className={cn(
            'rounded-md px-2.5 py-1 text-xs font-semibold transition-colors',
            current === lang ? 'bg-white text-gray-900 shadow-sm' : 'text-gray-500 hover:text-gray-800',
          )}
        >
          {lang.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
