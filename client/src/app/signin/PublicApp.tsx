import { useEffect, useState } from 'react';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { ResetPasswordPage } from './ResetPasswordPage';
import { SignInPage } from './SignInPage';

const here = () => ({ path: window.location.pathname, search: new URLSearchParams(window.location.search) });

export interface PublicAppProps {
  /** Leaves for the console once the user has signed in: at this address, or the user's home. */
  enter: (href: string | undefined) => Promise<void>;
  /** Fetches the console ahead of need. */
  onStart: () => void;
}

/** The signed-out pages on their own: a few kilobytes, no router, no UI kit, no console. */
export function PublicApp({ enter, onStart }: PublicAppProps) {
  const [{ path, search }, setLocation] = useState(here);

  useEffect(() => {
    const onPop = () => setLocation(here());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const go = (href: string) => {
    history.pushState(null, '', href);
    setLocation(here());
  };
  const param = (name: string) => search.get(name) || undefined;

  if (path === '/forgot-password') return <ForgotPasswordPage go={go} />;
  if (path === '/reset-password') return <ResetPasswordPage token={param('token')} go={go} />;
  return <SignInPage redirect={param('redirect')} go={go} enter={enter} onStart={onStart} />;
}
