import { Link } from 'react-router';
import type { PublicConfig } from '#shared/config.ts';
import { useConfig } from '#client/lib/config.ts';
import { LegalDocument } from '#client/features/legal/components/legal-document.tsx';

/** What this particular installation does with plant photos, once its settings are known. */
function PlantIdentificationHere({ config }: { config: PublicConfig | undefined }) {
  if (!config) return null;
  const { enabled, provider } = config.plantIdentification;
  if (!enabled || provider === 'none') {
    return <p>On this Garden Guide, photo identification is turned off, so no photo leaves your device.</p>;
  }
  const service = provider === 'plantnet' ? 'Pl@ntNet' : 'an OpenAI-compatible image service chosen by the operator';
  return <p>On this Garden Guide, photos are sent to {service}.</p>;
}

/** `/privacy-policy` and `/privacy`. */
export function PrivacyPage() {
  const { data: config } = useConfig();

  return (
    <LegalDocument
      title="Privacy Policy"
      intro={
        <p>
          We collect as little as we can, keep it on our own server, and never sell or share it. Here is exactly what
          that means.
        </p>
      }
    >
      <h2>Who looks after your data</h2>
      <p>
        Garden Guide is software that anyone can run on their own server. This copy is run by the people who run this
        Garden Guide (“we”, “us”), and your data is kept on their server, in their database. Nobody else receives it,
        including the authors of the Garden Guide software.
      </p>

      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Your e-mail address</strong>, to create your account, sign you in and reset your password. If you use
          a password, the server keeps only a salted hash of it, never the password itself.
        </li>
        <li>
          <strong>Your name, only if you sign in with a third-party provider</strong> (Google or another OpenID Connect
          provider) and it sends one. It is optional, and used only to greet you.
        </li>
        <li>
          <strong>Your garden profile</strong>: your ZIP code and hardiness zone, your garden type (balcony or
          backyard), the plants you prefer and how much time you have.
        </li>
        <li>
          <strong>Your plants and tasks</strong>: the plants in your garden, the plants you saved for later, and the
          tasks you track and tick off.
        </li>
        <li>
          <strong>Ordinary server logs</strong>: like any web server, ours notes requests and errors (such as the time
          and the page asked for) so we can keep the service running and fix problems.
        </li>
      </ul>
      <p>
        That is all. We do not ask for your address, phone number, birthday or location beyond the ZIP code you type.
      </p>

      <h2>What we never do</h2>
      <ul>
        <li>We do not sell, rent or share your data with anyone.</li>
        <li>We show no ads and no pop-ups.</li>
        <li>
          We send no analytics to anyone: no tracking scripts, no tracking pixels, no third-party fonts or scripts of
          any kind in these pages.
        </li>
      </ul>

      <h2>Cookies and storage on your device</h2>
      <p>
        We use one cookie: a session cookie that keeps you signed in. There are no tracking or advertising cookies. Your
        browser also keeps a few things in its local storage for convenience, such as the last ZIP code you entered and
        a copy of your garden profile; they stay on your device, and signing out clears your garden data from it.
      </p>

      <h2>Your zone and frost dates</h2>
      <p>
        Your hardiness zone and frost dates are worked out on our server from public datasets: the 2023 USDA Plant
        Hardiness Zone Map by the PRISM Climate Group at Oregon State University, and NOAA U.S. Climate Normals
        1991–2020. Looking up a ZIP code does not contact any outside service.
      </p>

      <h2>When something leaves our server</h2>
      <ul>
        <li>
          <strong>E-mail.</strong> Sign-in links and password resets go to your address through the mail service we use.
        </li>
        <li>
          <strong>Third-party sign-in.</strong> If you choose Google or another OpenID Connect provider, you sign in on
          their site, and they learn that you use this Garden Guide. Their own privacy policy applies there.
        </li>
        <li>
          <strong>Plant photos.</strong> If plant identification is enabled and you choose a photo to identify, the
          photo is sent to the identification service we configured, only to name the plant. We do not store the photo.
        </li>
        <li>
          <strong>New plant guides.</strong> If you add a plant our catalogue does not know and we have set up a writing
          service to draft a guide for it, only the plant’s name and a hardiness zone are sent, never anything about
          you.
        </li>
      </ul>
      <PlantIdentificationHere config={config} />

      <h2>Reminders</h2>
      <p>
        You can download a calendar file for a task, or subscribe your own calendar to a private link that lists your
        garden’s tasks. Anyone who has that link can see those tasks, so keep it to yourself; you can reset it in
        Settings at any time, and the old link then stops working.
      </p>
      <p>
        Reminders by e-mail are off unless you turn them on in Settings. If you do, we send a weekly or monthly digest
        of what is due to the e-mail address of your account, and nothing when nothing is due. Every digest has a link
        to unsubscribe with one click, without signing in.
      </p>

      <h2>How long we keep it, and deleting it</h2>
      <p>
        We keep your data while you have an account. Removing a plant from your garden deletes it and its tasks straight
        away, and you can change your zone in Settings at any time.
      </p>
      <p>
        In Settings, under Your data, you can download a copy of what we keep about you, including your account, garden
        profile, garden, saved list, tasks and reminder settings, as a file, and delete your account: your account and
        everything in it are removed from our database at once, and you are signed out. For anything else about your
        data, <Link to="/contact">contact the people who run this Garden Guide</Link>.
      </p>

      <h2>Children</h2>
      <p>
        Garden Guide is not meant for children under 13, and we do not knowingly keep data about them. If you believe a
        child has made an account, please contact us and we will delete it.
      </p>

      <h2>Changes to this policy</h2>
      <p>If what we collect or how we use it changes, we will update this page before the change takes effect.</p>

      <h2>Contact</h2>
      <p>
        Questions about your privacy? See <Link to="/contact">how to reach us</Link>.
      </p>
    </LegalDocument>
  );
}
