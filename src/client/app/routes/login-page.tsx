import { SignInForm } from '#client/features/auth/components/sign-in-form.tsx';
import { useConfig } from '#client/lib/config.ts';
import { PendingPlantNotice } from './pending-plant-notice.tsx';

/**
 * `/login`: the providers and guest access come from the installation's settings. Guests
 * may come in on every installation, so the page offers it before the settings have come
 * (the pre-rendered page too): the form does not move when they arrive.
 */
export function LoginPage() {
  const { data: config } = useConfig();
  return (
    <SignInForm providers={config?.auth} allowGuests={config?.auth.guest ?? true} notice={<PendingPlantNotice />} />
  );
}
