import { useNavigate } from '@tanstack/react-router';
import { ForgotPasswordPage as Form } from '../signin/ForgotPasswordPage';

export function ForgotPasswordPage() {
  const navigate = useNavigate();
  return <Form go={(href) => void navigate({ href })} />;
}
