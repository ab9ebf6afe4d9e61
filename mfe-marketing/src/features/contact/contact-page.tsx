import { StaticPage, Section } from '../../components/static-page.js';

/** The enquiry form with its validation arrives with the contact issue; the page already says what is accepted. */
export function ContactPage() {
  return (
    <StaticPage title="Contact Us" intro="We reply to every enquiry within 48 hours.">
      <Section title="What We Accept">
        <p>Enquiries about partnerships, collaborations, subscriptions, press and serviced-accommodation opportunities.</p>
        <ul className="list-disc pl-6">
          <li>Subscription Enquiry</li>
          <li>Partnership / Collaboration</li>
          <li>Press &amp; Media</li>
          <li>Serviced Accommodation Mentorship / Training</li>
          <li>General Business Enquiry</li>
        </ul>
      </Section>
      <Section title="Contact Information">
        <p>London, United Kingdom</p>
      </Section>
    </StaticPage>
  );
}
