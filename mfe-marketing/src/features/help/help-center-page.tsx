import { Input } from '@pac/ui';
import { Section, StaticPage } from '../../components/static-page.js';

const CATEGORIES = ['Getting Started', 'Using the Calculator', 'Billing & Subscriptions', 'Account & Security'];
const CHANNELS = [
  { name: 'Live Chat', hours: 'Mon-Fri 9AM-6PM GMT' },
  { name: 'Phone', hours: 'Mon-Fri 9AM-5PM GMT' },
  { name: 'Email', hours: 'Replies within 24 hours' },
];

export function HelpCenterPage() {
  return (
    <StaticPage title="Help Center" intro="Answers to common questions, and how to reach us.">
      {/* The spec's search box is not functional yet. */}
      <Input type="search" placeholder="Search for help..." aria-label="Search for help" />
      <Section title="Browse by Category">
        <ul className="grid gap-3 md:grid-cols-2">
          {CATEGORIES.map((category) => (
            <li key={category} className="rounded-md border border-border bg-surface p-4">{category}</li>
          ))}
        </ul>
      </Section>
      <Section title="Contact Support">
        <ul className="grid gap-3 md:grid-cols-3">
          {CHANNELS.map((channel) => (
            <li key={channel.name} className="rounded-md border border-border bg-surface p-4">
              <strong className="block text-foreground">{channel.name}</strong>
              {channel.hours}
            </li>
          ))}
        </ul>
      </Section>
    </StaticPage>
  );
}
