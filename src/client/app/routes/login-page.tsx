import { SignInForm } from '#client/features/auth/components/sign-in-form.tsx';
import { useConfig } from '#client/lib/config.ts';

/** `/login`: the providers and guest access come from the installation's settings. */
export function LoginPage() {
  const { data: config } = useConfig();
  return <SignInForm providers={config?.auth} allowGuests={config?.auth.guest ?? false} />;
}
