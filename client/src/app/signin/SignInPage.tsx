import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Messages } from '@canopy/shared/messages';
import { ApiError } from '../../kernel/api/errors';
import { signIn } from '../../kernel/session/authApi';
import { homePath, useSessionStore } from '../../kernel/session/sessionStore';
import { Field } from './Field';
import { Notice, PublicCard, PublicLink, type Go } from './PublicCard';
import { safeRedirect } from './publicPaths';

export interface SignInPageProps {
  /** Where the user was going before being asked to sign in. */
  redirect?: string;
  go: Go;
  /** Opens the page the user belongs on; the form stays busy until it has. */
  enter: (href: string) => unknown;
  /** The user has started typing: time to fetch what comes after the sign-in. */
  onStart?: () => void;
}

type Values = { username: string; password: string; remember: boolean };
type Errors = Partial<Record<'username' | 'password', string>>;

export function SignInPage({ redirect, go, enter, onStart }: SignInPageProps) {
  const expired = useSessionStore((s) => s.signedOutBy === 'expiry');
  const [values, setValues] = useState<Values>({ username: '', password: '', remember: false });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const change = (name: keyof Values) => (e: ChangeEvent<HTMLInputElement>) => {
    onStart?.();
    const value = name === 'remember' ? e.target.checked : e.target.value;
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((errs) => ({ ...errs, [name]: undefined }));
  };

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const found: Errors = {
      username: values.username.trim() ? undefined : 'Username is required',
      password: values.password.trim() ? undefined : 'Password is required',
    };
    setErrors(found);
    if (found.username || found.password) return;
    setFailure(null);
    setSubmitting(true);
    try {
      const session = await signIn(values);
      await enter(safeRedirect(redirect) ?? homePath(session));
    } catch (err) {
      // 418 carries the spec's 'Username/Password is not correct'; 429 says to wait.
      setFailure(err instanceof ApiError ? err.message : Messages.ServerError);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <PublicCard title="Sign in">
      <form className="cp-public-form" onSubmit={(e) => void submit(e)} noValidate>
        {expired && !failure && <Notice tone="warning">{Messages.SessionExpired}</Notice>}
        {failure && <Notice tone="error">{failure}</Notice>}
        <Field
          label="Username"
          autoComplete="username"
          required
          autoFocus
          value={values.username}
          onChange={change('username')}
          error={errors.username}
        />
        <Field
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          value={values.password}
          onChange={change('password')}
          error={errors.password}
        />
        <div className="cp-public-row">
          <label className="cp-public-check">
            <input type="checkbox" checked={values.remember} onChange={change('remember')} />
            Remember me
          </label>
          <PublicLink href="/forgot-password" go={go}>
            Forgot password?
          </PublicLink>
        </div>
        <button type="submit" className="cp-public-button" disabled={submitting} aria-busy={submitting}>
          Sign in
        </button>
      </form>
    </PublicCard>
  );
}
