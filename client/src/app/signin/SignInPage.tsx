import { useState, type ChangeEvent } from 'react';
import { Messages } from '@canopy/shared/messages';
import { ApiError } from '../../kernel/api/errors';
import { signIn } from '../../kernel/session/authApi';
import { useSessionStore } from '../../kernel/session/sessionStore';
import { Field } from './Field';
import { Notice, PublicCard, PublicLink, type Go } from './PublicCard';
import { PublicForm, useSubmission } from './PublicForm';
import { safeRedirect } from './publicPaths';

export interface SignInPageProps {
  /** Where the user was going before being asked to sign in. */
  redirect?: string;
  go: Go;
  /**
   * Opens the console at the page asked for, or without one where the user belongs (which only the
   * console knows: it holds the screens); the form stays busy until it has.
   */
  enter: (href: string | undefined) => unknown;
  /** The user has started typing: time to fetch what comes after the sign-in. */
  onStart?: () => void;
}

type Values = { username: string; password: string; remember: boolean };
type Errors = Partial<Record<'username' | 'password', string>>;

export function SignInPage({ redirect, go, enter, onStart }: SignInPageProps) {
  const expired = useSessionStore((s) => s.signedOutBy === 'expiry');
  const [values, setValues] = useState<Values>({ username: '', password: '', remember: false });
  const [errors, setErrors] = useState<Errors>({});
  const { submitting, failure, run } = useSubmission();

  const change = (name: keyof Values) => (e: ChangeEvent<HTMLInputElement>) => {
    onStart?.();
    const value = name === 'remember' ? e.target.checked : e.target.value;
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((errs) => ({ ...errs, [name]: undefined }));
  };

  const submit = () => {
    const found: Errors = {
      username: values.username.trim() ? undefined : 'Username is required',
      password: values.password.trim() ? undefined : 'Password is required',
    };
    setErrors(found);
    if (found.username || found.password) return;
    return run(
      async () => {
        await signIn(values);
        await enter(safeRedirect(redirect));
      },
      // 418 carries the spec's 'Username/Password is not correct'; 429 says to wait.
      (err) => (err instanceof ApiError ? err.message : Messages.ServerError),
    );
  };

  return (
    <PublicCard title="Sign in">
      <PublicForm
        onSubmit={submit}
        submitLabel="Sign in"
        submitting={submitting}
        failure={failure}
        notice={expired && <Notice tone="warning">{Messages.SessionExpired}</Notice>}
      >
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
      </PublicForm>
    </PublicCard>
  );
}
