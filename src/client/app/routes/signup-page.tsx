import { SignUpForm } from '#client/features/auth/components/sign-up-form.tsx';
import { useConfig } from '#client/lib/config.ts';
import { PendingPlantNotice } from './pending-plant-notice.tsx';

/** `/signup`. */
export function SignupPage() {
  const { data: config } = useConfig();
  return <SignUpForm providers={config?.auth} notice={<PendingPlantNotice />} />;
}
