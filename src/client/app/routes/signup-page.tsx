import { SignUpForm } from '#client/features/auth/components/sign-up-form.tsx';
import { useConfig } from '#client/features/config/api/get-config.ts';

/** `/signup`. */
export function SignupPage() {
  const { data: config } = useConfig();
  return <SignUpForm providers={config?.auth} />;
}
