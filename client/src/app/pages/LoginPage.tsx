import { useNavigate, useSearch } from '@tanstack/react-router';
import { homePath } from '../routes/landing';
import { SignInPage } from '../signin/SignInPage';

/** The sign-in page inside the console, shown after a sign-out or an expiry: same form, router moves. */
export function LoginPage() {
  const { redirect } = useSearch({ from: '/login' });
  const navigate = useNavigate();
  return (
    <SignInPage
      redirect={redirect}
      go={(href) => void navigate({ href })}
      enter={(href) => navigate({ href: href ?? homePath(), replace: true })}
    />
  );
}
