import { Link } from 'react-router';
import { LegalDocument } from '#client/features/legal/components/legal-document.tsx';

/** `/terms-of-service` and `/terms`. */
export function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      intro={
        <p>
          Garden Guide is software that anyone can run on their own server. These terms are between you and the people
          who run this Garden Guide (called “we” and “us” below).
        </p>
      }
    >
      <h2>1. Acceptance of these terms</h2>
      <p>
        By creating an account or using this Garden Guide, you agree to these terms and to our{' '}
        <Link to="/privacy-policy">Privacy Policy</Link>. If you do not agree, please do not use the service.
      </p>

      <h2>2. Service description</h2>
      <p>
        Garden Guide helps home gardeners in the United States. From your ZIP code it works out your USDA hardiness zone
        and typical local frost dates. It offers a plant catalogue with planting, seed-starting and care guidance timed
        for your place, lets you keep plants in a garden or a saved-for-later list and lists your tasks by month. For
        reminders it creates calendar files, gives you a private link your own calendar can subscribe to, and, if you
        turn them on, sends a weekly or monthly e-mail digest of what is due. Where we have turned it on, it can also
        suggest what a plant is from a photo.
      </p>
      <p>
        Zone and frost figures come from public datasets (the 2023 USDA Plant Hardiness Zone Map by the PRISM Climate
        Group, Oregon State University, and NOAA U.S. Climate Normals 1991–2020). They describe typical years, not the
        weather this week. We may add, change or remove features at any time.
      </p>

      <h2>3. Accounts</h2>
      <ul>
        <li>
          You need an account to keep a garden, a saved list and tasks. Please give a real e-mail address you can read.
        </li>
        <li>
          Keep your password and sign-in links to yourself. You are responsible for what happens under your account.
        </li>
        <li>Tell us promptly if you think someone else has used your account.</li>
        <li>
          Where this Garden Guide offers guest browsing, a guest can look around and read plant details, but cannot save
          plants or manage tasks until they sign up.
        </li>
      </ul>

      <h2>4. Conduct</h2>
      <p>Please use Garden Guide for its purpose and be considerate of everyone else who uses it. Do not:</p>
      <ul>
        <li>break the law, or use the service to harm other people;</li>
        <li>
          try to get into accounts or data that are not yours, or probe the service for weaknesses without permission;
        </li>
        <li>overload the service, for example with automated requests far beyond ordinary use;</li>
        <li>upload photos or plant names that are unlawful, offensive, or not yours to share.</li>
      </ul>

      <h2>5. Communications</h2>
      <p>
        We send e-mail only for your account: to confirm your address, to sign you in with a link, and to reset your
        password. If you turn on e-mail reminders in Settings, we also send a weekly or monthly digest of your garden’s
        tasks that are due, and nothing when nothing is due. Every digest has a link to unsubscribe with one click, and
        you can turn reminders off in Settings at any time. We do not send advertising.
      </p>

      <h2>6. Termination</h2>
      <p>
        You can stop using Garden Guide at any time. In Settings, under Your data, you can download a copy of your data
        and delete your account yourself, or you can ask us to (see <Link to="/contact">Contact</Link>). We may suspend
        or close an account that breaks these terms or puts the service or its users at risk, and we may stop running
        this Garden Guide altogether; where we reasonably can, we will give notice first so you can note down your
        plants.
      </p>

      <h2>7. Warranty disclaimer</h2>
      <p>
        Garden Guide is provided “as is” and “as available”. Gardening depends on weather, soil, light and care that no
        app can see. Frost dates are averages: in any given year frost can come earlier or later. Plant identification
        from a photo can be wrong, so never eat or handle a plant based on it. To the fullest extent the law allows, we
        make no warranties of any kind, express or implied, including fitness for a particular purpose, accuracy, or
        uninterrupted availability.
      </p>

      <h2>8. Limitation of liability</h2>
      <p>
        To the fullest extent the law allows, we are not liable for indirect, incidental or consequential losses, such
        as lost plants, harvests or data, that arise from using or being unable to use Garden Guide. Where liability
        cannot be excluded, it is limited to the amount you paid us for the service in the twelve months before the
        claim, if any.
      </p>

      <h2>9. Changes to these terms</h2>
      <p>
        We may update these terms as the service changes, so please look at this page from time to time. If you keep
        using Garden Guide after a change, the updated terms apply.
      </p>

      <h2>10. Contact</h2>
      <p>
        Questions about these terms? See <Link to="/contact">how to reach the people who run this Garden Guide</Link>.
      </p>
    </LegalDocument>
  );
}
