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

/** `/privacy-policy` and `/privacy`: what this Garden Guide keeps, as its code does today. */
export function PrivacyPage() {
  const { data: config } = useConfig();

  return (
    <LegalDocument
      title="Privacy Policy"
      intro={
        <p>
          We collect as little as we can, keep it in this Garden Guide’s own database, and never sell or share it. Here
          is exactly what we keep, why, and how to take it with you or delete it.
        </p>
      }
    >
      <h2>Who looks after your data</h2>
      <p>
        Garden Guide is software that anyone can run on their own server. This copy is run by the people who run this
        Garden Guide (“we”, “us”), and your data is kept on their server, in their database. Nobody else receives it,
        including the authors of the Garden Guide software.
      </p>

      <h2>What we keep, and why</h2>
      <ul>
        <li>
          <strong>Your e-mail address</strong>, to create your account, sign you in (with your password or a link we
          mail you), confirm the address, reset your password and, if you turn them on, send your reminder digests. If
          you use a password, the server keeps only a salted hash of it, never the password itself.
        </li>
        <li>
          <strong>Your name, if you give one</strong>: the optional full name on the sign-up form, or the name Google or
          another OpenID Connect provider sends when you sign in with it. It is kept with your account and your garden
          profile, and used only to greet you in the e-mails we send.
        </li>
        <li>
          <strong>Sign-in through another provider</strong>: if you sign in with Google or another OpenID Connect
          provider, the id it gives your account and the sign-in tokens it issues, so that it can sign you in again.
        </li>
        <li>
          <strong>Your sessions</strong>: each time you sign in, or continue as a guest, we keep a session so that you
          stay signed in: when it started and when it ends, the IP address it came from and your browser’s name and
          version (its user agent). Signing out ends it. A guest gives us no e-mail address or name: we keep a guest
          record and its session only.
        </li>
        <li>
          <strong>Your garden profile</strong>: your ZIP code and hardiness zone, and your answers about your garden
          type (balcony or backyard), the plants you prefer and how much time you have. They set the guidance you see
          and the order plants are shown in.
        </li>
        <li>
          <strong>Your plants and tasks</strong>: the plants in your garden and on your saved-for-later list (with when
          you added them), the plants you added yourself by name (with the guide made for them), and the tasks you tick
          off, with the month each was done in.
        </li>
        <li>
          <strong>Your reminders</strong>: the private link to your calendar feed (made the first time you open
          Settings) and, if you turn on e-mail reminders, how often you want them, your time zone (so a digest arrives
          on your Monday or your first of the month) and a note of each digest we sent: which week or month, how many
          tasks, and when.
        </li>
        <li>
          <strong>Searches from the home page</strong>: when a search opens from the home page, we note the ZIP code and
          the plant name you typed, the time, and your account if you are signed in, to learn how the search is used.
          This note stays in our database like everything else here.
        </li>
        <li>
          <strong>Limits against abuse</strong>: to stop floods of requests to sign-in, photo identification, new plants
          and the search note, the server counts requests per IP address over a minute or so, then deletes the counts.
        </li>
        <li>
          <strong>Server logs</strong>: each request’s method, page address (without anything after a “?”), result and
          timing, errors, and, for each e-mail we send, the address it went to and its subject. They never hold a
          password or the secret part of a link, and are kept as long as the people who run this Garden Guide keep their
          logs.
        </li>
      </ul>
      <p>
        That is all. We do not ask for your postal address, phone number, birthday or location beyond the ZIP code you
        type.
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
        We use one cookie: a session cookie that keeps you signed in. Signing in with another provider also sets a
        short-lived cookie, gone within minutes, that protects that sign-in. There are no tracking or advertising
        cookies.
      </p>
      <p>
        Your browser also keeps a few things for convenience, which never leave your device: the last ZIP code you
        entered on the home page, a plant you asked to keep before you had an account (for a day at most, until it is in
        your garden), a copy of your garden profile and of the tasks you ticked off, and whether you dismissed a notice.
        For the app to open quickly and show your garden offline, it keeps its own files and the last copy of your
        garden, profile, tasks and plant pages. Signing out clears your garden profile, your tasks and those copies from
        the device.
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
          <strong>E-mail.</strong> Sign-in links, address confirmations, password resets and reminder digests go to your
          address through the mail service we use. If we have not set one up, they are written to a folder on our server
          instead of being sent.
        </li>
        <li>
          <strong>Third-party sign-in.</strong> If you choose Google or another OpenID Connect provider, you sign in on
          their site, and they learn that you use this Garden Guide. Their own privacy policy applies there.
        </li>
        <li>
          <strong>Plant photos.</strong> If plant identification is turned on and you choose a photo to identify, the
          photo is sent to the identification service we set up (Pl@ntNet, or an OpenAI-compatible image service), only
          to name the plant. We do not store the photo, and nothing about you goes with it.
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
        away, and you can change your zone, your ZIP code and your answers in Settings at any time.
      </p>
      <p>
        In Settings, under Your data, you can download a copy of what we keep about you, including your account, garden
        profile, garden, saved list, your own plants, tasks, reminder settings, home page searches and sessions, as a
        file, and delete your account: your account and everything in it are removed from our database at once, and you
        are signed out. Server logs, and any backups we make, keep what they hold until they are replaced. For anything
        else about your data, <Link to="/contact">contact the people who run this Garden Guide</Link>.
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
