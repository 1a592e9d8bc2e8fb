import { TextLink } from './auth-screen.tsx';

export type LegalNoticeProps = {
  /** The sign-in page links /terms and /privacy, the sign-up page the long paths. */
  termsPath: '/terms' | '/terms-of-service';
  privacyPath: '/privacy' | '/privacy-policy';
};

export function LegalNotice({ termsPath, privacyPath }: LegalNoticeProps) {
  return (
    <p className="text-pretty">
      By continuing, you agree to our <TextLink to={termsPath}>Terms of Service</TextLink> and{' '}
      <TextLink to={privacyPath}>Privacy Policy</TextLink>.
    </p>
  );
}
