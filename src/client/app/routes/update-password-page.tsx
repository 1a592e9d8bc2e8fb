export { UpdatePasswordForm as UpdatePasswordPage } from '#client/features/auth/components/update-password-form.tsx';
