import { useNavigate, useSearch } from '@tanstack/react-router';
import { ResetPasswordPage as Form } from '../signin/ResetPasswordPage';

export function ResetPasswordPage() {
  const { token } = useSearch({ from: '/reset-password' });
  const navigate = useNavigate();
  return <Form token={token} go={(href) => void navigate({ href })} />;
}
