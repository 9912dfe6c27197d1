import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LoginBody } from '@comanda/domain/auth/auth-schemas';
import { toLang } from '@comanda/domain/validation/lang';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { TextField } from '../../../components/ui/text-field';
import { meQueryOptions } from '../../../features/account/api/get-me';
import { login } from '../../../features/account/api/login';
import { socialLogin } from '../../../features/account/api/social-login';
import { AuthShell } from '../../../features/account/components/auth-shell';
import { signInName, signInNameField } from '../../../features/account/lib/sign-in-name';
import { GoogleSignIn } from '../../../features/account/components/google-sign-in';
import { ApiError } from '../../../lib/api-client';
import { applyApiErrors, notifyApiError } from '../../../lib/form-errors';
import { setLocale } from '../../../lib/i18n';
import { safeRedirect } from '../../../lib/safe-redirect';
import { paths } from '../../../lib/paths';
import { queryClient } from '../../query-client';
import { clearSession } from '../../session';

/*
 * The login form is the one form without react-hook-form: /login has a JavaScript budget (see
 * scripts/bundle-budget.mjs) that React, the router, the query cache and i18next nearly fill. It
 * still validates with the domain's loginBodySchema and messages; the schema module (and zod with
 * it) is fetched when the visitor starts typing, not with the page.
 */
const loadValidation = () =>
  Promise.all([import('@comanda/domain/auth/auth-schemas'), import('../../../lib/form-validation')]);

type Field = 'email' | 'password';
type Errors = Partial<Record<Field | 'remember', string>>;

export function Component() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);

  function readValues(): LoginBody {
    const data = new FormData(formRef.current ?? undefined);
    return { ...signInName(String(data.get('email') ?? '')), password: String(data.get('password') ?? ''), remember: data.has('remember') };
  }

  /** Shows a message on the input the API or the schema named (the WhatsApp is the e-mail's input). */
  function showError(field: string, message: string) {
    const name = signInNameField(field);
    setErrors((current) => ({ ...current, [name]: message }));
  }

  /** After the cookie is set: load the user, apply their language, go where they were heading. */
  async function enter() {
    const user = await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
    if (!user) throw new ApiError(401, t('login.sessionFailed'));
    await setLocale(user.lang);
    await navigate(safeRedirect(params.get('redirect')), { replace: true });
  }

  function fail(error: unknown) {
    // Spec §4: a failed login leaves no session behind.
    clearSession(queryClient);
    applyApiErrors(error, {
      getValues: () => ({ ...readValues(), email: '', whatsapp: '' }),
      setError: (name, { message }, options) => {
        showError(name, message ?? '');
        if (options?.shouldFocus) formRef.current?.querySelector<HTMLInputElement>(`[name="${signInNameField(name)}"]`)?.focus();
      },
    });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    try {
      const [{ loginBodySchema }, { validateValues }] = await loadValidation();
      const result = validateValues(loginBodySchema, readValues(), toLang(i18n.language));
      if (!result.success) {
        setErrors({});
        for (const [field, message] of Object.entries(result.errors)) if (message) showError(field, message);
        formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
        return;
      }
      setErrors({});
      await login(result.data);
      await enter();
    } catch (error) {
      fail(error);
    } finally {
      setPending(false);
    }
  }

  async function onGoogle(token: string) {
    setPending(true);
    try {
      await socialLogin({ provider: 'google', token });
      await enter();
    } catch (error) {
      clearSession(queryClient);
      notifyApiError(error);
    } finally {
      setPending(false);
    }
  }

  const clearError = (field: Field) => () => {
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  return (
    <AuthShell
      title={t('login.title')}
      subtitle={t('login.subtitle')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Link to={paths.register.to()} className="font-semibold text-brand-700 hover:underline">
            {t('login.createAccount')}
          </Link>
        </>
      }
    >
      <form
        ref={formRef}
        onSubmit={(event) => void onSubmit(event)}
        onInput={() => void loadValidation()}
        noValidate
        className="space-y-5"
        data-testid="login-form"
      >
        <TextField
          name="email"
          label={t('login.emailOrWhatsapp')}
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          error={errors.email}
          onChange={clearError('email')}
        />
        <div>
          <TextField
            name="password"
            label={t('fields.password')}
            type="password"
            autoComplete="current-password"
            error={errors.password}
            onChange={clearError('password')}
          />
          <div className="mt-2 text-right">
            <Link to={paths.forgotPassword.to()} className="text-sm font-medium text-brand-700 hover:underline">
              {t('login.forgotPassword')}
            </Link>
          </div>
        </div>
        <Checkbox name="remember" label={t('login.remember')} defaultChecked />
        <Button type="submit" size="lg" className="w-full" loading={pending}>
          {t('login.submit')}
        </Button>
      </form>
      <GoogleSignIn onCredential={(token) => void onGoogle(token)} />
    </AuthShell>
  );
}
