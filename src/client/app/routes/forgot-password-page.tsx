export { ForgotPasswordForm as ForgotPasswordPage } from '#client/features/auth/components/forgot-password-form.tsx';
