import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toLang } from '@comanda/domain/validation/lang';

type GoogleId = {
  initialize: (options: { client_id: string; callback: (response: { credential?: string }) => void }) => void;
  renderButton: (element: HTMLElement, options: Record<string, unknown>) => void;
};
type GoogleWindow = Window & { google?: { accounts?: { id?: GoogleId } } };

const SCRIPT_SRC = 'https://accounts.google.com/gsi/client';
let scriptPromise: Promise<void> | null = null;

// Loaded only on pages that show the button and only when a client id is configured.
function loadScript(): Promise<void> {
  scriptPromise ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_SRC;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      scriptPromise = null;
      reject(new Error('Google sign-in failed to load'));
    };
    document.head.appendChild(script);
  });
  return scriptPromise;
}

export const GOOGLE_CLIENT_ID = import.meta.env.VITE_GOOGLE_CLIENT_ID;

/** Google Identity Services button; hands the ID token to `onCredential` for POST /login/google. */
export function GoogleSignIn({ onCredential }: { onCredential: (token: string) => void }) {
  const { t, i18n } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const callback = useRef(onCredential);
  const [failed, setFailed] = useState(false);
  callback.current = onCredential;

  useEffect(() => {
    if (!GOOGLE_CLIENT_ID) return;
    let cancelled = false;
    loadScript()
      .then(() => {
        const id = (window as GoogleWindow).google?.accounts?.id;
        if (cancelled || !id || !container.current) return;
        id.initialize({
          client_id: GOOGLE_CLIENT_ID,
          callback: (response) => {
            if (response.credential) callback.current(response.credential);
          },
        });
        id.renderButton(container.current, {
          theme: 'outline',
          size: 'large',
          text: 'signin_with',
          width: container.current.clientWidth || 320,
          locale: toLang(i18n.language) === 'en' ? 'en' : 'pt-BR',
        });
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [i18n.language]);

  if (!GOOGLE_CLIENT_ID) return null;
  return (
    <div>
      <div className="my-6 flex items-center gap-3 text-xs text-gray-400 uppercase">
        <span className="h-px flex-1 bg-gray-200" />
        {t('auth.or')}
        <span className="h-px flex-1 bg-gray-200" />
      </div>
      <div ref={container} className="flex min-h-11 justify-center" data-testid="google-sign-in" />
      {failed ? <p className="mt-2 text-center text-xs text-red-600">{t('auth.googleUnavailable')}</p> : null}
    </div>
  );
}
